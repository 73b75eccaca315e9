CREATE TABLE "agents_rain_envelopes" (
	"rain_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"member_id" integer,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "agents_rain_envelopes_rain_id_idx_pk" PRIMARY KEY("rain_id","idx"),
	CONSTRAINT "agents_rain_envelopes_amount" CHECK ("agents_rain_envelopes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "agents_rains" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"request_key" varchar(100) NOT NULL,
	"pot" numeric(24, 4) NOT NULL,
	"envelopes" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"refunded" numeric(24, 4) DEFAULT '0' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agents_rains_status" CHECK ("agents_rains"."status" in ('OPEN', 'SETTLED')),
	CONSTRAINT "agents_rains_sums" CHECK ("agents_rains"."pot" > 0 and "agents_rains"."envelopes" > 0 and "agents_rains"."refunded" >= 0 and "agents_rains"."refunded" <= "agents_rains"."pot"),
	CONSTRAINT "agents_rains_window" CHECK ("agents_rains"."ends_at" > "agents_rains"."starts_at")
);
--> statement-breakpoint
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
CREATE UNIQUE INDEX "agents_rain_envelopes_member" ON "agents_rain_envelopes" USING btree ("rain_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_rains_request" ON "agents_rains" USING btree ("merchant_id","agent_id","request_key");--> statement-breakpoint
CREATE INDEX "agents_rains_open" ON "agents_rains" USING btree ("merchant_id","status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_transfers_request" ON "agents_transfers" USING btree ("merchant_id","agent_id","request_key","member_id");--> statement-breakpoint
CREATE INDEX "agents_transfers_agent" ON "agents_transfers" USING btree ("merchant_id","agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agents_transfers_member" ON "agents_transfers" USING btree ("merchant_id","member_id","created_at");