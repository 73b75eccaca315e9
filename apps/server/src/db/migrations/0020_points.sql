CREATE TABLE "points_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"balance" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "points_accounts_not_negative" CHECK ("points_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_config" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"point_exchange_rate" numeric(12, 6) NOT NULL,
	"live_bet" numeric(12, 6) NOT NULL,
	"lotto_bet" numeric(12, 6) NOT NULL,
	"pvp_bet" numeric(12, 6) NOT NULL,
	"rng_bet" numeric(12, 6) NOT NULL,
	"sport_bet" numeric(12, 6) NOT NULL,
	"redeem" numeric(12, 6) NOT NULL,
	"deposit" numeric(12, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"idempotency_key" varchar(120) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"product_type" varchar(12),
	"reference" varchar(120) DEFAULT '' NOT NULL,
	"base_amount" numeric(24, 4),
	"amount" numeric(24, 4) NOT NULL,
	"balance_after" numeric(24, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_nonzero" CHECK ("points_entries"."amount" <> 0),
	CONSTRAINT "points_entries_balance" CHECK ("points_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"chinese_name" varchar(100) NOT NULL,
	"redeem_type" varchar(2) NOT NULL,
	"quantity" integer NOT NULL,
	"required_point" numeric(24, 4) NOT NULL,
	"required_money" numeric(24, 4) NOT NULL,
	"province" varchar(60) DEFAULT '' NOT NULL,
	"remarks" varchar(300) DEFAULT '' NOT NULL,
	"status" varchar(1) DEFAULT 'P' NOT NULL,
	"decision_remarks" varchar(140) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "points_redemptions_status" CHECK ("points_redemptions"."status" in ('P', 'R', 'A')),
	CONSTRAINT "points_redemptions_type" CHECK ("points_redemptions"."redeem_type" in ('P', 'PM')),
	CONSTRAINT "points_redemptions_quantity" CHECK ("points_redemptions"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "points_reward_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"type" varchar(1) NOT NULL,
	"image_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_reward_images_type" CHECK ("points_reward_images"."type" in ('S', 'M'))
);
--> statement-breakpoint
CREATE TABLE "points_reward_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"chinese_name" varchar(60) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"chinese_name" varchar(100) NOT NULL,
	"price" numeric(24, 4),
	"mp_point_amount" numeric(24, 4),
	"mp_money_amount" numeric(24, 4),
	"display_point_money_amt" varchar(1) DEFAULT 'N' NOT NULL,
	"inventory" integer NOT NULL,
	"adjusted_count" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_link" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rewards_inventory" CHECK ("points_rewards"."inventory" >= 0),
	CONSTRAINT "points_rewards_priced" CHECK ("points_rewards"."price" is not null or ("points_rewards"."mp_point_amount" is not null and "points_rewards"."mp_money_amount" is not null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "points_accounts_member" ON "points_accounts" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_key" ON "points_entries" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "points_entries_member" ON "points_entries" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "points_redemptions_member" ON "points_redemptions" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "points_redemptions_status" ON "points_redemptions" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "points_reward_images_reward" ON "points_reward_images" USING btree ("reward_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "points_reward_types_type" ON "points_reward_types" USING btree ("merchant_id","type_id");--> statement-breakpoint
CREATE INDEX "points_rewards_merchant" ON "points_rewards" USING btree ("merchant_id","type_id","sort");--> statement-breakpoint
-- custom (points)
-- The points ledger is append-only, like the wallet's: no entry is ever changed or removed.
CREATE FUNCTION points_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_entries is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER points_entries_no_update_delete BEFORE UPDATE OR DELETE ON points_entries
  FOR EACH ROW EXECUTE FUNCTION points_entries_immutable();
