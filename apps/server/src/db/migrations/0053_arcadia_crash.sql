CREATE TABLE "house_crash_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"round_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"auto_cashout" integer,
	"cashed_at" integer,
	"win" numeric(24, 4) DEFAULT '0' NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "house_crash_bets_status" CHECK ("house_crash_bets"."status" in ('open', 'cashed', 'lost')),
	CONSTRAINT "house_crash_bets_amount" CHECK ("house_crash_bets"."amount" > 0 and "house_crash_bets"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_crash_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"seed" varchar(64) NOT NULL,
	"commitment" varchar(64) NOT NULL,
	"length" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"chain_id" bigint NOT NULL,
	"index" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"crash" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"busted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "house_crash_bets_member" ON "house_crash_bets" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE INDEX "house_crash_bets_history" ON "house_crash_bets" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "house_crash_chains_merchant" ON "house_crash_chains" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_crash_rounds_chain" ON "house_crash_rounds" USING btree ("chain_id","index");--> statement-breakpoint
CREATE UNIQUE INDEX "house_crash_rounds_open" ON "house_crash_rounds" USING btree ("merchant_id") WHERE "house_crash_rounds"."busted_at" is null;--> statement-breakpoint
CREATE INDEX "house_crash_rounds_merchant" ON "house_crash_rounds" USING btree ("merchant_id","id");