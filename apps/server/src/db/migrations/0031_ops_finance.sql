CREATE TABLE "finance_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"account" varchar(32) NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" varchar(10) NOT NULL,
	"request_key" varchar(100) NOT NULL,
	"requested_by" varchar(64) NOT NULL,
	"requested_by_id" integer,
	"decided_by" varchar(64),
	"decided_by_id" integer,
	"decision_note" varchar(200) DEFAULT '' NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "finance_adjustments_status" CHECK ("finance_adjustments"."status" in ('applied', 'pending', 'rejected')),
	CONSTRAINT "finance_adjustments_nonzero" CHECK ("finance_adjustments"."amount" <> 0),
	CONSTRAINT "finance_adjustments_applied_tx" CHECK ("finance_adjustments"."status" <> 'applied' or "finance_adjustments"."transaction_id" is not null),
	CONSTRAINT "finance_adjustments_two_persons" CHECK ("finance_adjustments"."decided_by" is null or "finance_adjustments"."decided_by" <> "finance_adjustments"."requested_by")
);
--> statement-breakpoint
CREATE TABLE "finance_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"approval_threshold" numeric(24, 4) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "finance_settings_threshold" CHECK ("finance_settings"."approval_threshold" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "finance_adjustments_key" ON "finance_adjustments" USING btree ("merchant_id","request_key");--> statement-breakpoint
CREATE INDEX "finance_adjustments_status" ON "finance_adjustments" USING btree ("merchant_id","status","id");