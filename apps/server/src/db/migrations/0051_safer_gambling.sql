CREATE TABLE "safer_gambling_limits" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"period" varchar(10) NOT NULL,
	"amount" numeric(24, 4),
	"pending_amount" numeric(24, 4),
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "safer_gambling_limits_merchant_id_member_id_kind_period_pk" PRIMARY KEY("merchant_id","member_id","kind","period"),
	CONSTRAINT "sg_limits_kind" CHECK ("safer_gambling_limits"."kind" in ('deposit', 'loss', 'wager')),
	CONSTRAINT "sg_limits_period" CHECK ("safer_gambling_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "sg_limits_amount" CHECK ("safer_gambling_limits"."amount" is null or "safer_gambling_limits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "safer_gambling_members" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reality_check_minutes" integer,
	"exclusion_kind" varchar(20),
	"exclusion_started_at" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"signed_in_at" timestamp with time zone,
	"session_staked" numeric(24, 4) DEFAULT '0' NOT NULL,
	"session_won" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "safer_gambling_members_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id"),
	CONSTRAINT "sg_members_exclusion_kind" CHECK ("safer_gambling_members"."exclusion_kind" is null or "safer_gambling_members"."exclusion_kind" in ('timeout', 'self_exclusion'))
);
--> statement-breakpoint
CREATE TABLE "safer_gambling_moves" (
	"merchant_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"member_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount" numeric(24, 4) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "safer_gambling_moves_merchant_id_key_pk" PRIMARY KEY("merchant_id","key"),
	CONSTRAINT "sg_moves_kind" CHECK ("safer_gambling_moves"."kind" in ('stake', 'win'))
);
--> statement-breakpoint
CREATE TABLE "safer_gambling_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"reality_check_default" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safer_gambling_usage" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period" varchar(10) NOT NULL,
	"period_start" varchar(10) NOT NULL,
	"staked" numeric(24, 4) DEFAULT '0' NOT NULL,
	"won" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "safer_gambling_usage_merchant_id_member_id_period_period_start_pk" PRIMARY KEY("merchant_id","member_id","period","period_start")
);
