CREATE TABLE "payment_confirmations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"payer_member_id" integer NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"remaining_amount" numeric(24, 4) NOT NULL,
	"is_auto_confirmed" varchar(1) NOT NULL,
	"reference" varchar(64) DEFAULT '' NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"is_money_received" varchar(1),
	"hold_id" bigint,
	"remarks" varchar(140) DEFAULT '' NOT NULL,
	"client_key" varchar(100) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_confirmations_auto" CHECK ("payment_confirmations"."is_auto_confirmed" in ('Y', 'N')),
	CONSTRAINT "payment_confirmations_received" CHECK ("payment_confirmations"."is_money_received" is null or "payment_confirmations"."is_money_received" in ('Y', 'N', 'A')),
	CONSTRAINT "payment_confirmations_status" CHECK ("payment_confirmations"."status" in ('pending', 'received', 'not_received', 'auto_confirmed', 'resolved_paid', 'resolved_unpaid'))
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"confirmation_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"mime" varchar(16) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_confirmations_key" ON "payment_confirmations" USING btree ("merchant_id","client_key");--> statement-breakpoint
CREATE INDEX "payment_confirmations_member" ON "payment_confirmations" USING btree ("merchant_id","member_id","status");