ALTER TABLE "finance_adjustments" DROP CONSTRAINT "finance_adjustments_applied_tx";--> statement-breakpoint
ALTER TABLE "finance_adjustments" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_adjustments" ADD COLUMN "kind" varchar(32) DEFAULT 'wallet_adjustment' NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_adjustments" ADD COLUMN "unit" varchar(8) DEFAULT 'money' NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_adjustments" ADD COLUMN "reference" varchar(120);--> statement-breakpoint
ALTER TABLE "finance_adjustments" ADD COLUMN "payload" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_adjustments_pending_reference" ON "finance_adjustments" USING btree ("merchant_id","reference") WHERE "finance_adjustments"."status" = 'pending' and "finance_adjustments"."reference" is not null;--> statement-breakpoint
ALTER TABLE "finance_adjustments" ADD CONSTRAINT "finance_adjustments_applied_tx" CHECK ("finance_adjustments"."status" <> 'applied' or "finance_adjustments"."transaction_id" is not null or "finance_adjustments"."kind" in ('mission', 'raffle'));