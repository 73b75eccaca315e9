CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"to_address" varchar(120) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "two_factor_challenges" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_guards" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "two_factor_mail_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"email" varchar(120) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"method" varchar(1) NOT NULL,
	"secret" text,
	"value" varchar(120),
	"confirmed" boolean DEFAULT false NOT NULL,
	"last_time_step" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_policies" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"required" varchar(1)[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "email" varchar(120);--> statement-breakpoint
CREATE INDEX "mail_outbox_to" ON "mail_outbox" USING btree ("merchant_id","to_address","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_member" ON "password_reset_tokens" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_guards_member" ON "two_factor_guards" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_mail_codes_live" ON "two_factor_mail_codes" USING btree ("merchant_id","member_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_methods_member" ON "two_factor_methods" USING btree ("merchant_id","member_id","method");--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_member" ON "two_factor_recovery_codes" USING btree ("merchant_id","member_id");