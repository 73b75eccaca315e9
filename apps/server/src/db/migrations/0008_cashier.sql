CREATE TABLE "cashier_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"channel" varchar(24) DEFAULT 'manual' NOT NULL,
	"reference" varchar(64) DEFAULT '' NOT NULL,
	"remarks" varchar(140) DEFAULT '' NOT NULL,
	"client_key" varchar(100) NOT NULL,
	"hold_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "cashier_requests_kind" CHECK ("cashier_requests"."kind" in ('deposit', 'withdraw')),
	CONSTRAINT "cashier_requests_status" CHECK ("cashier_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_requests_key" ON "cashier_requests" USING btree ("merchant_id","member_id","client_key");--> statement-breakpoint
CREATE INDEX "cashier_requests_member" ON "cashier_requests" USING btree ("merchant_id","member_id","created_at");