CREATE TABLE "vip_sync_due" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_sync_due_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "reward_applications" ADD COLUMN "wagering_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD COLUMN "wagering_waive_remarks" varchar(300);--> statement-breakpoint
CREATE INDEX "rebate_accruals_member_time" ON "rebate_accruals" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "rebate_accruals_time" ON "rebate_accruals" USING btree ("merchant_id","created_at");