CREATE TABLE "vip_holds" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"demoted_at" timestamp with time zone,
	CONSTRAINT "vip_holds_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "vip_keep_rules" (
	"merchant_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"period_days" integer NOT NULL,
	"deposit" numeric(24, 4) NOT NULL,
	"valid_bet" numeric(24, 4) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_keep_rules_merchant_id_label_id_pk" PRIMARY KEY("merchant_id","label_id"),
	CONSTRAINT "vip_keep_rules_period" CHECK ("vip_keep_rules"."period_days" between 1 and 365),
	CONSTRAINT "vip_keep_rules_targets" CHECK ("vip_keep_rules"."deposit" >= 0 and "vip_keep_rules"."valid_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_login_days" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" varchar(10) NOT NULL,
	CONSTRAINT "vip_login_days_merchant_id_member_id_day_pk" PRIMARY KEY("merchant_id","member_id","day")
);
