CREATE TABLE "mission_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"mission_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"member_id" integer NOT NULL,
	"value" numeric(24, 4) NOT NULL,
	"prize" numeric(24, 4) NOT NULL,
	"transaction_id" bigint,
	"paid_at" timestamp with time zone,
	CONSTRAINT "mission_results_amounts" CHECK ("mission_results"."prize" > 0 and "mission_results"."value" > 0 and "mission_results"."rank" > 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"metric" varchar(10) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"prizes" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'OPEN' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missions_window" CHECK ("missions"."ends_at" > "missions"."starts_at"),
	CONSTRAINT "missions_status" CHECK ("missions"."status" in ('OPEN', 'CLOSED')),
	CONSTRAINT "missions_metric" CHECK ("missions"."metric" in ('BET'))
);
--> statement-breakpoint
CREATE TABLE "vip_benefits" (
	"merchant_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"level_up_bonus" numeric(24, 4) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_benefits_merchant_id_label_id_pk" PRIMARY KEY("merchant_id","label_id"),
	CONSTRAINT "vip_benefits_bonus" CHECK ("vip_benefits"."level_up_bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_level_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_level_bonuses_amount" CHECK ("vip_level_bonuses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_sync_due" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_sync_due_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "reward_applications" ADD COLUMN "wagering_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD COLUMN "wagering_waive_remarks" varchar(300);--> statement-breakpoint
ALTER TABLE "mission_results" ADD CONSTRAINT "mission_results_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_results_rank" ON "mission_results" USING btree ("mission_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_results_member" ON "mission_results" USING btree ("mission_id","member_id");--> statement-breakpoint
CREATE INDEX "missions_merchant" ON "missions" USING btree ("merchant_id","status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_level_bonuses_once" ON "vip_level_bonuses" USING btree ("merchant_id","member_id","label_id");--> statement-breakpoint
CREATE INDEX "rebate_accruals_member_time" ON "rebate_accruals" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "rebate_accruals_time" ON "rebate_accruals" USING btree ("merchant_id","created_at");