CREATE TABLE "promo_code_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"bonus" numeric(24, 4) NOT NULL,
	"turnover_required" numeric(24, 4) NOT NULL,
	"transaction_id" bigint,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"bonus" numeric(24, 4) NOT NULL,
	"turnover_multiplier" integer NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean NOT NULL,
	"remarks" varchar(200) DEFAULT '' NOT NULL,
	"created_by" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_codes_bonus" CHECK ("promo_codes"."bonus" > 0 and "promo_codes"."turnover_multiplier" >= 0),
	CONSTRAINT "promo_codes_uses" CHECK ("promo_codes"."used_count" >= 0 and ("promo_codes"."max_uses" is null or "promo_codes"."used_count" <= "promo_codes"."max_uses")),
	CONSTRAINT "promo_codes_window" CHECK ("promo_codes"."starts_at" is null or "promo_codes"."ends_at" is null or "promo_codes"."ends_at" > "promo_codes"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "finance_adjustments" DROP CONSTRAINT "finance_adjustments_applied_tx";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "first_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "welcome_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_redemptions_member" ON "promo_code_redemptions" USING btree ("merchant_id","code_id","member_id");--> statement-breakpoint
CREATE INDEX "promo_code_redemptions_wagering" ON "promo_code_redemptions" USING btree ("merchant_id","member_id","redeemed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code" ON "promo_codes" USING btree ("merchant_id","code");--> statement-breakpoint
ALTER TABLE "finance_adjustments" ADD CONSTRAINT "finance_adjustments_applied_tx" CHECK ("finance_adjustments"."status" <> 'applied' or "finance_adjustments"."transaction_id" is not null or "finance_adjustments"."kind" in ('mission', 'raffle', 'vip_benefits', 'referral_settings', 'rebate_rates', 'waive_wagering', 'reward_centre_settings', 'points_config', 'agent_rebate', 'agent_contract', 'promo_code'));