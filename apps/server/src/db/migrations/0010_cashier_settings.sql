CREATE TABLE "cashier_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bank" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
