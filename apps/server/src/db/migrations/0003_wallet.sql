CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"bucket" varchar(10) NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"balance_after" numeric(24, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_bucket" CHECK ("ledger_entries"."bucket" in ('available', 'held')),
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"code" varchar(40) NOT NULL,
	"currency" varchar(8) NOT NULL,
	"available" numeric(24, 4) DEFAULT '0' NOT NULL,
	"held" numeric(24, 4) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_member_not_negative" CHECK ("wallet_accounts"."member_id" is null or ("wallet_accounts"."available" >= 0 and "wallet_accounts"."held" >= 0))
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"idempotency_key" varchar(120) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_account" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_owner" ON "wallet_accounts" USING btree ("merchant_id",coalesce("member_id", 0),"code");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transactions_key" ON "wallet_transactions" USING btree ("merchant_id","idempotency_key");