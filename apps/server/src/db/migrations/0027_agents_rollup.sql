CREATE TABLE "agents_active_marks" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period" varchar(12) NOT NULL,
	CONSTRAINT "agents_active_marks_merchant_id_member_id_period_pk" PRIMARY KEY("merchant_id","member_id","period")
);
--> statement-breakpoint
CREATE TABLE "agents_rollup" (
	"merchant_id" integer NOT NULL,
	"ancestor_id" integer NOT NULL,
	"period" varchar(12) NOT NULL,
	"bet" numeric(24, 4) DEFAULT '0' NOT NULL,
	"win" numeric(24, 4) DEFAULT '0' NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"deposits" numeric(24, 4) DEFAULT '0' NOT NULL,
	"joined" integer DEFAULT 0 NOT NULL,
	"direct" integer DEFAULT 0 NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agents_rollup_merchant_id_ancestor_id_period_pk" PRIMARY KEY("merchant_id","ancestor_id","period")
);
--> statement-breakpoint
CREATE TABLE "agents_rollup_lock" (
	"id" smallint PRIMARY KEY NOT NULL,
	CONSTRAINT "agents_rollup_lock_one" CHECK ("agents_rollup_lock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "agents_rollup_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"bet" numeric(24, 4) DEFAULT '0' NOT NULL,
	"win" numeric(24, 4) DEFAULT '0' NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"deposit" numeric(24, 4) DEFAULT '0' NOT NULL,
	"joined" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "agents_deposits_member" ON "agents_deposits" USING btree ("merchant_id","member_id","day");--> statement-breakpoint
CREATE INDEX "agents_turnover_member" ON "agents_turnover" USING btree ("merchant_id","member_id","hour");--> statement-breakpoint
-- custom (agents_rollup)
-- Facts recorded before this migration enter the team rollups through the queue: the overview
-- counts them live until the agents:rollup job folds them (ADR 018, "Team overview rollups").
INSERT INTO "agents_rollup_queue" ("merchant_id", "member_id", "at", "bet", "win", "bets")
SELECT "merchant_id", "member_id", "hour", "bet", "win", "bets" FROM "agents_turnover";--> statement-breakpoint
INSERT INTO "agents_rollup_queue" ("merchant_id", "member_id", "at", "deposit")
SELECT "merchant_id", "member_id", "day", "amount" FROM "agents_deposits";--> statement-breakpoint
INSERT INTO "agents_rollup_queue" ("merchant_id", "member_id", "at", "joined")
SELECT "merchant_id", "member_id", "created_at", 1 FROM "agents_tree" WHERE "depth" = 0;
