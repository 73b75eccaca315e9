CREATE TABLE "affiliate_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"agent_member_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"affiliate_setting" smallint DEFAULT 0 NOT NULL,
	"captcha" boolean DEFAULT true NOT NULL,
	"agreement" jsonb
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"method" varchar(10) NOT NULL,
	"affiliate_code" varchar(32),
	"referral_code" varchar(32),
	"domain" varchar(255),
	"register_url" varchar(1024),
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"subject" varchar(255) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"member_id" integer NOT NULL,
	"email" varchar(255),
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"jwks_url" varchar(500) NOT NULL,
	"issuer" varchar(300) NOT NULL,
	"audience" varchar(300) NOT NULL,
	"script_url" varchar(500),
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "contact" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_codes_code" ON "affiliate_codes" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_member" ON "registrations" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE INDEX "registrations_ip" ON "registrations" USING btree ("merchant_id","ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_subject" ON "social_identities" USING btree ("merchant_id","subject");--> statement-breakpoint
CREATE INDEX "social_identities_member" ON "social_identities" USING btree ("merchant_id","member_id");