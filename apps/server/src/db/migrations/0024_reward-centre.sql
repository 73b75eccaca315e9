CREATE TABLE "referral_codes" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"referred_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reward" numeric(24, 4),
	"rewarded_at" timestamp with time zone,
	"transaction_id" bigint,
	CONSTRAINT "referral_links_not_self" CHECK ("referral_links"."referrer_id" <> "referral_links"."referred_id")
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"reward" numeric(24, 4) NOT NULL,
	"min_deposit" numeric(24, 4) NOT NULL,
	CONSTRAINT "referral_settings_amounts" CHECK ("referral_settings"."reward" >= 0 and "referral_settings"."min_deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_centre_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"task" varchar(20) NOT NULL,
	"period" varchar(10) NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"streak" integer,
	"transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reward_claims_amount" CHECK ("reward_claims"."amount" > 0),
	CONSTRAINT "reward_claims_task" CHECK ("reward_claims"."task" in ('SIGN_IN', 'FIRST_DEPOSIT', 'FIRST_BET', 'RESCUE'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_member" ON "referral_codes" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code" ON "referral_codes" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "referral_links_referred" ON "referral_links" USING btree ("merchant_id","referred_id");--> statement-breakpoint
CREATE INDEX "referral_links_referrer" ON "referral_links" USING btree ("merchant_id","referrer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_once" ON "reward_claims" USING btree ("merchant_id","member_id","task","period");--> statement-breakpoint
CREATE INDEX "reward_claims_member" ON "reward_claims" USING btree ("merchant_id","member_id","id");