CREATE TABLE "promo_banners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"url" varchar(1000) NOT NULL,
	"linkage" varchar(1000) NOT NULL,
	"linkage_type" varchar(3) NOT NULL,
	"room_id" varchar(60),
	"node_id" varchar(60),
	"vendor" varchar(40),
	"group_name" varchar(40) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_banners_type" CHECK ("promo_banners"."linkage_type" in ('URL', 'P', 'G')),
	CONSTRAINT "promo_banners_game" CHECK ("promo_banners"."linkage_type" <> 'G' or "promo_banners"."vendor" is not null)
);
--> statement-breakpoint
CREATE TABLE "promo_popups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"execution" varchar(1) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_popups_execution" CHECK ("promo_popups"."execution" in ('A', 'F', 'B'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"promotion_type" varchar(20) NOT NULL,
	"redirect" varchar(300),
	"external_link" varchar(1000),
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linked_promotion_id" bigint,
	"remark_required" boolean DEFAULT false NOT NULL,
	"image_required" boolean DEFAULT false NOT NULL,
	"applicable" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_window" CHECK ("promotions"."end_date" is null or "promotions"."end_date" > "promotions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "reward_application_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"application_id" bigint NOT NULL,
	"mime" varchar(20) NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_id" bigint NOT NULL,
	"remarks" varchar(140) NOT NULL,
	"status" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"bonus" numeric(24, 4),
	"turnover_required" numeric(24, 4),
	"decision_remarks" varchar(300),
	"transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "reward_applications_status" CHECK ("reward_applications"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "reward_applications_paid" CHECK ("reward_applications"."status" <> 'APPROVED' or ("reward_applications"."bonus" > 0 and "reward_applications"."turnover_required" >= 0))
);
--> statement-breakpoint
CREATE TABLE "raffle_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"schedule_id" bigint NOT NULL,
	"roll" varchar(20) NOT NULL,
	"prize_index" integer NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"ticket_id" varchar(40),
	"transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "raffle_claims_amount" CHECK ("raffle_claims"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_schedules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"prize_type" varchar(10) NOT NULL,
	"display" varchar(20) NOT NULL,
	"prizes" jsonb NOT NULL,
	"seed" varchar(64) NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	CONSTRAINT "raffle_schedules_window" CHECK ("raffle_schedules"."due_at" > "raffle_schedules"."start_at"),
	CONSTRAINT "raffle_schedules_prize" CHECK ("raffle_schedules"."prize_type" in ('TICKET', 'POINT', 'BONUS'))
);
--> statement-breakpoint
CREATE TABLE "rebate_accruals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"product_type" varchar(20) NOT NULL,
	"bet_ref" varchar(120) NOT NULL,
	"turnover" numeric(24, 4) NOT NULL,
	"rate" numeric(8, 6) NOT NULL,
	"rebate" numeric(24, 4) NOT NULL,
	"claim_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_accruals_amounts" CHECK ("rebate_accruals"."turnover" >= 0 and "rebate_accruals"."rebate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_claims_amount" CHECK ("rebate_claims"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"merchant_id" integer NOT NULL,
	"product_type" varchar(20) NOT NULL,
	"rate" numeric(8, 6) NOT NULL,
	CONSTRAINT "rebate_rates_merchant_id_product_type_pk" PRIMARY KEY("merchant_id","product_type"),
	CONSTRAINT "rebate_rates_range" CHECK ("rebate_rates"."rate" >= 0 and "rebate_rates"."rate" <= 1)
);
--> statement-breakpoint
ALTER TABLE "reward_application_images" ADD CONSTRAINT "reward_application_images_application_id_reward_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."reward_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_claims" ADD CONSTRAINT "raffle_claims_schedule_id_raffle_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."raffle_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_accruals" ADD CONSTRAINT "rebate_accruals_claim_id_rebate_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."rebate_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_banners_group" ON "promo_banners" USING btree ("merchant_id","group_name","sort");--> statement-breakpoint
CREATE INDEX "promo_popups_merchant" ON "promo_popups" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE INDEX "promotions_merchant" ON "promotions" USING btree ("merchant_id","sort","start_date");--> statement-breakpoint
CREATE INDEX "reward_application_images_app" ON "reward_application_images" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "reward_applications_merchant" ON "reward_applications" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_applications_open" ON "reward_applications" USING btree ("merchant_id","member_id","promotion_id") WHERE "reward_applications"."status" in ('PENDING', 'APPROVED');--> statement-breakpoint
CREATE UNIQUE INDEX "raffle_claims_once" ON "raffle_claims" USING btree ("merchant_id","schedule_id","member_id");--> statement-breakpoint
CREATE INDEX "raffle_schedules_due" ON "raffle_schedules" USING btree ("merchant_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_accruals_bet" ON "rebate_accruals" USING btree ("merchant_id","bet_ref");--> statement-breakpoint
CREATE INDEX "rebate_accruals_unclaimed" ON "rebate_accruals" USING btree ("merchant_id","member_id") WHERE "rebate_accruals"."claim_id" is null;--> statement-breakpoint
CREATE INDEX "rebate_claims_member" ON "rebate_claims" USING btree ("merchant_id","member_id","id");