CREATE TABLE "house_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"owner" varchar(80) NOT NULL,
	"member_id" integer,
	"mode" varchar(5) NOT NULL,
	"game" varchar(32) NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"bet" numeric(24, 4) NOT NULL,
	"win" numeric(24, 4) NOT NULL,
	"outcome" jsonb NOT NULL,
	"seed_id" bigint NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"nonce" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "house_rounds_mode" CHECK ("house_rounds"."mode" in ('real', 'trial')),
	CONSTRAINT "house_rounds_amounts" CHECK ("house_rounds"."bet" > 0 and "house_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"owner" varchar(80) NOT NULL,
	"server_seed" varchar(64) NOT NULL,
	"server_seed_hash" varchar(64) NOT NULL,
	"client_seed" varchar(64) NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_trials" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"balance" numeric(24, 4) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "house_trials_balance" CHECK ("house_trials"."balance" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_key" ON "house_rounds" USING btree ("merchant_id","owner","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_nonce" ON "house_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "house_rounds_owner" ON "house_rounds" USING btree ("merchant_id","owner","id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_active" ON "house_seeds" USING btree ("merchant_id","owner") WHERE "house_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "house_seeds_owner" ON "house_seeds" USING btree ("merchant_id","owner","created_at");