CREATE TABLE "member_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" varchar(8) DEFAULT 'club' NOT NULL,
	"name" varchar(50) NOT NULL,
	"color" varchar(16) DEFAULT '#888888' NOT NULL,
	"type" varchar(10) DEFAULT 'MANUAL' NOT NULL,
	"rank_level" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account" varchar(32) NOT NULL,
	"nickname" varchar(40) DEFAULT '' NOT NULL,
	"is_agent" smallint DEFAULT 0 NOT NULL,
	"club_label_id" integer,
	"tag_label_ids" integer[] DEFAULT '{}' NOT NULL,
	"upline_id" integer,
	"to_upline" smallint DEFAULT 0 NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_expires_at" timestamp with time zone,
	"password_is_default" boolean DEFAULT false NOT NULL,
	"mobile_country_code" varchar(4),
	"mobile_number" varchar(20),
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"language" varchar(2) DEFAULT 'CN' NOT NULL,
	"icon" smallint DEFAULT 1 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_is_agent" CHECK ("members"."is_agent" in (0, 1, 2, 4, 40, 41, 42)),
	CONSTRAINT "members_status" CHECK ("members"."status" in ('active', 'locked', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"client_key" varchar(80) NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"scope" varchar(8) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"subject" varchar(80) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"kind" varchar(16) DEFAULT 'member' NOT NULL,
	"is_agent" smallint NOT NULL,
	"ip" varchar(64) NOT NULL,
	"device" varchar(16) NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(24),
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"phone" varchar(24) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"to_number" varchar(24) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "members_account" ON "members" USING btree ("merchant_id",lower("account"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile" ON "members" USING btree ("merchant_id","mobile_country_code","mobile_number") WHERE "members"."mobile_number" is not null;--> statement-breakpoint
CREATE INDEX "members_upline" ON "members" USING btree ("merchant_id","upline_id");--> statement-breakpoint
CREATE UNIQUE INDEX "captcha_challenges_client" ON "captcha_challenges" USING btree ("merchant_id","client_key");--> statement-breakpoint
CREATE INDEX "auth_failures_lookup" ON "auth_failures" USING btree ("merchant_id","scope","kind","subject","occurred_at");--> statement-breakpoint
CREATE INDEX "sessions_member" ON "sessions" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_codes_live" ON "sms_codes" USING btree ("merchant_id","purpose","phone");--> statement-breakpoint
CREATE INDEX "sms_outbox_to" ON "sms_outbox" USING btree ("merchant_id","to_number","created_at");