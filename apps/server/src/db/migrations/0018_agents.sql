CREATE TABLE "agents_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"upline_id" integer,
	"member_id" integer NOT NULL,
	"status" varchar(1) NOT NULL,
	"product_type" varchar(16),
	"computation_period" varchar(16),
	"tiers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"active_from" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agents_contracts_kind" CHECK ("agents_contracts"."kind" in ('DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME')),
	CONSTRAINT "agents_contracts_status" CHECK ("agents_contracts"."status" in ('P', 'V', 'R', 'C'))
);
--> statement-breakpoint
CREATE TABLE "agents_deposits" (
	"merchant_id" integer NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"member_id" integer NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	CONSTRAINT "agents_deposits_merchant_id_day_member_id_pk" PRIMARY KEY("merchant_id","day","member_id")
);
--> statement-breakpoint
CREATE TABLE "agents_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"is_agent" smallint NOT NULL,
	"rebate" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents_profiles" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"rebate" numeric(5, 2) NOT NULL,
	CONSTRAINT "agents_profiles_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id"),
	CONSTRAINT "agents_profiles_rebate" CHECK ("agents_profiles"."rebate" between 0 and 99.99)
);
--> statement-breakpoint
CREATE TABLE "agents_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"upline_id" integer,
	"member_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"team_bet" numeric(24, 4) NOT NULL,
	"team_net_loss" numeric(24, 4) NOT NULL,
	"active_members" integer NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"status" varchar(8) NOT NULL,
	"wallet_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agents_settlements_status" CHECK ("agents_settlements"."status" in ('PAID', 'NOTHING', 'UNPAID')),
	CONSTRAINT "agents_settlements_amount" CHECK ("agents_settlements"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agents_tree" (
	"merchant_id" integer NOT NULL,
	"ancestor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agents_tree_merchant_id_ancestor_id_member_id_pk" PRIMARY KEY("merchant_id","ancestor_id","member_id"),
	CONSTRAINT "agents_tree_depth" CHECK ("agents_tree"."depth" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agents_turnover" (
	"merchant_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"member_id" integer NOT NULL,
	"bet" numeric(24, 4) DEFAULT '0' NOT NULL,
	"win" numeric(24, 4) DEFAULT '0' NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agents_turnover_merchant_id_hour_member_id_pk" PRIMARY KEY("merchant_id","hour","member_id"),
	CONSTRAINT "agents_turnover_sums" CHECK ("agents_turnover"."bet" >= 0 and "agents_turnover"."win" >= 0)
);
--> statement-breakpoint
CREATE INDEX "agents_contracts_member" ON "agents_contracts" USING btree ("merchant_id","member_id","kind");--> statement-breakpoint
CREATE INDEX "agents_contracts_upline" ON "agents_contracts" USING btree ("merchant_id","upline_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_contracts_open" ON "agents_contracts" USING btree ("merchant_id","member_id","kind",coalesce("product_type", ''),coalesce("computation_period", '')) WHERE "agents_contracts"."status" in ('P', 'V');--> statement-breakpoint
CREATE UNIQUE INDEX "agents_invites_code" ON "agents_invites" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE INDEX "agents_invites_agent" ON "agents_invites" USING btree ("merchant_id","agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_settlements_period" ON "agents_settlements" USING btree ("merchant_id","contract_id","period_start");--> statement-breakpoint
CREATE INDEX "agents_settlements_member" ON "agents_settlements" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "agents_settlements_upline" ON "agents_settlements" USING btree ("merchant_id","upline_id","created_at");--> statement-breakpoint
CREATE INDEX "agents_tree_member" ON "agents_tree" USING btree ("merchant_id","member_id","depth");