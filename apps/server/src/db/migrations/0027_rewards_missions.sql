ALTER TABLE "reward_applications" ADD COLUMN "wagering_waived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reward_applications" ADD COLUMN "wagering_waive_remarks" varchar(300);--> statement-breakpoint
CREATE INDEX "rebate_accruals_member_time" ON "rebate_accruals" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "rebate_accruals_time" ON "rebate_accruals" USING btree ("merchant_id","created_at");