CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"play_type" varchar(32) NOT NULL,
	"selection" varchar(64) NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"odds" numeric(24, 4) NOT NULL,
	"prize_mode" varchar(8) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"payout" numeric(24, 4) DEFAULT '0' NOT NULL,
	"client_key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_amount" CHECK ("lottery_bets"."amount" > 0 and "lottery_bets"."payout" >= 0),
	CONSTRAINT "lottery_bets_status" CHECK ("lottery_bets"."status" in ('pending', 'won', 'lost', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"seq" bigint NOT NULL,
	"numero" varchar(32) NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"seed" varchar(64) NOT NULL,
	"seed_hash" varchar(64) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"win_no" varchar(255),
	"drawn_at" timestamp with time zone,
	CONSTRAINT "lottery_draws_status" CHECK ("lottery_draws"."status" in ('open', 'drawn', 'cancelled')),
	CONSTRAINT "lottery_draws_result" CHECK (("lottery_draws"."status" = 'drawn') = ("lottery_draws"."win_no" is not null))
);
--> statement-breakpoint
CREATE TABLE "lottery_games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"name" varchar(64) NOT NULL,
	"group_id" integer NOT NULL,
	"group_code" varchar(32) NOT NULL,
	"tag" varchar(8) NOT NULL,
	"default_play_type" varchar(32) NOT NULL,
	"icon" varchar(255) DEFAULT '' NOT NULL,
	"interval_sec" integer NOT NULL,
	"offset_sec" integer DEFAULT 0 NOT NULL,
	"lock_sec" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lottery_games_kind" CHECK ("lottery_games"."kind" in ('SSC', '11X5', 'VN')),
	CONSTRAINT "lottery_games_tag" CHECK ("lottery_games"."tag" in ('LOTT', 'ELOTT')),
	CONSTRAINT "lottery_games_cadence" CHECK ("lottery_games"."interval_sec" between 30 and 86400 and 86400 % "lottery_games"."interval_sec" = 0),
	CONSTRAINT "lottery_games_lock" CHECK ("lottery_games"."lock_sec" >= 0 and "lottery_games"."lock_sec" < "lottery_games"."interval_sec")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_bets_key" ON "lottery_bets" USING btree ("merchant_id","member_id","client_key");--> statement-breakpoint
CREATE INDEX "lottery_bets_draw" ON "lottery_bets" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lottery_bets_member" ON "lottery_bets" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_seq" ON "lottery_draws" USING btree ("game_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_numero" ON "lottery_draws" USING btree ("game_id","numero");--> statement-breakpoint
CREATE INDEX "lottery_draws_due" ON "lottery_draws" USING btree ("status","draws_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_code" ON "lottery_games" USING btree ("merchant_id","code");