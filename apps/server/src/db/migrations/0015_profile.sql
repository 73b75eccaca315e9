CREATE TABLE "profile_avatars" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"avatar_type" varchar(16) NOT NULL,
	"avatar" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_avatars_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "profile_email_codes" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_email_codes_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "profile_emails" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_emails_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "profile_mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_rank_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"condition_key" varchar(32) NOT NULL,
	"target" numeric(24, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_rank_values" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"condition_key" varchar(32) NOT NULL,
	"value" numeric(24, 4) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_rank_values_merchant_id_member_id_condition_key_pk" PRIMARY KEY("merchant_id","member_id","condition_key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "profile_emails_address" ON "profile_emails" USING btree ("merchant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "profile_mail_outbox_to" ON "profile_mail_outbox" USING btree ("merchant_id","to_address");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_rank_conditions_key" ON "profile_rank_conditions" USING btree ("merchant_id","label_id","condition_key");