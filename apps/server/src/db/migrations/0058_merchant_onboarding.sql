CREATE TABLE "merchant_onboardings" (
	"client_key" varchar(64) PRIMARY KEY NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"merchant_id" integer NOT NULL,
	"operator_username" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchants" DROP CONSTRAINT "merchants_status";--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_onboardings" ADD CONSTRAINT "merchant_onboardings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_status" CHECK ("merchants"."status" in ('active', 'suspended', 'disabled'));