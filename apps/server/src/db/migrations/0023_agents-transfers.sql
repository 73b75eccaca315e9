CREATE TABLE "agents_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_key" varchar(100) NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"wallet_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agents_transfers_amount" CHECK ("agents_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agents_transfers_request" ON "agents_transfers" USING btree ("merchant_id","agent_id","request_key","member_id");--> statement-breakpoint
CREATE INDEX "agents_transfers_agent" ON "agents_transfers" USING btree ("merchant_id","agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agents_transfers_member" ON "agents_transfers" USING btree ("merchant_id","member_id","created_at");