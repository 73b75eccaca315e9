CREATE TABLE "game_catalogue" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"room_id" varchar(64) NOT NULL,
	"node_name" varchar(120) NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"show_icon" varchar(300) DEFAULT '' NOT NULL,
	"support_play" integer DEFAULT 1 NOT NULL,
	"game_type" varchar(16) NOT NULL,
	"classify" varchar(4),
	"min_bet" numeric(24, 4) DEFAULT '0' NOT NULL,
	"min_line_num" integer DEFAULT 0 NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_favourites" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_jackpots" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"amount" numeric(24, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_merchant_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_recent" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_seamless_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"session_id" bigint NOT NULL,
	"vendor_tx_id" varchar(100) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"round_id" varchar(100) NOT NULL,
	"ref_tx_id" varchar(100),
	"amount" numeric(24, 4) NOT NULL,
	"status" varchar(12) NOT NULL,
	"wallet_transaction_id" integer,
	"request_hash" varchar(64) NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"account" varchar(64) NOT NULL,
	"vendor_id" integer NOT NULL,
	"node_id" integer,
	"token_hash" varchar(64) NOT NULL,
	"trial" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"logged_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"display_name" varchar(80) NOT NULL,
	"lane" varchar(16) NOT NULL,
	"is_game" varchar(12) DEFAULT 'VASSALAGE' NOT NULL,
	"freeplay" integer DEFAULT 0 NOT NULL,
	"small_icon" varchar(300) DEFAULT '' NOT NULL,
	"large_icon" varchar(300) DEFAULT '' NOT NULL,
	"wallet_mode" varchar(12) DEFAULT 'seamless' NOT NULL,
	"window_mode" varchar(12) DEFAULT 'inapp' NOT NULL,
	"adapter" varchar(24) DEFAULT 'url' NOT NULL,
	"launch_url" varchar(300) DEFAULT '' NOT NULL,
	"min_balance" numeric(24, 4) DEFAULT '0' NOT NULL,
	"secret" varchar(128) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_vendors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "game_catalogue_vendor_room" ON "game_catalogue" USING btree ("vendor_id","room_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_favourites_pk" ON "game_favourites" USING btree ("merchant_id","member_id","node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_jackpots_name" ON "game_jackpots" USING btree ("merchant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "game_merchant_vendors_pair" ON "game_merchant_vendors" USING btree ("merchant_id","vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_recent_pk" ON "game_recent" USING btree ("merchant_id","member_id","node_id");--> statement-breakpoint
CREATE INDEX "game_recent_member" ON "game_recent" USING btree ("merchant_id","member_id","played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_seamless_vendor_tx" ON "game_seamless_transactions" USING btree ("vendor_id","vendor_tx_id");--> statement-breakpoint
CREATE INDEX "game_seamless_round" ON "game_seamless_transactions" USING btree ("vendor_id","round_id");--> statement-breakpoint
CREATE INDEX "game_seamless_wins" ON "game_seamless_transactions" USING btree ("merchant_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_member" ON "game_sessions" USING btree ("merchant_id","member_id");