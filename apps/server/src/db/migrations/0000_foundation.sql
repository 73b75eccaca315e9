CREATE TABLE "crypto_keys" (
	"kid" varchar(64) PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_pkcs8" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"parent_id" integer,
	"tag" varchar(40) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"bg_color" varchar(16),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_customer_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"cs_type" varchar(16) NOT NULL,
	"cs_position" varchar(16) DEFAULT 'right' NOT NULL,
	"path" text NOT NULL,
	"label_ids" integer[] DEFAULT '{}' NOT NULL,
	"target" varchar(8) DEFAULT 'popup' NOT NULL,
	"type" varchar(16) DEFAULT 'web' NOT NULL,
	"title" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"host" varchar(253) NOT NULL,
	"kind" varchar(8) DEFAULT 'site' NOT NULL,
	CONSTRAINT "merchant_domains_host_unique" UNIQUE("host"),
	CONSTRAINT "merchant_domains_kind" CHECK ("merchant_domains"."kind" in ('site', 'mirror'))
);
--> statement-breakpoint
CREATE TABLE "merchant_flags" (
	"merchant_id" integer NOT NULL,
	"flag" varchar(40) NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "merchant_flags_merchant_id_flag_pk" PRIMARY KEY("merchant_id","flag")
);
--> statement-breakpoint
CREATE TABLE "merchant_register_rules" (
	"merchant_id" integer NOT NULL,
	"key" varchar(40) NOT NULL,
	"rule" jsonb NOT NULL,
	CONSTRAINT "merchant_register_rules_merchant_id_key_pk" PRIMARY KEY("merchant_id","key")
);
--> statement-breakpoint
CREATE TABLE "merchant_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"resource_type" varchar(16) NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"currency" varchar(8) NOT NULL,
	"currency_symbol" varchar(8) NOT NULL,
	"currency_position" varchar(1) DEFAULT 'F' NOT NULL,
	"languages" text[] NOT NULL,
	"default_language" varchar(2) DEFAULT 'CN' NOT NULL,
	"test" boolean DEFAULT false NOT NULL,
	"login_pop" boolean DEFAULT false NOT NULL,
	"templates" jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sms" jsonb NOT NULL,
	"image_cdns" text[] DEFAULT '{}' NOT NULL,
	"launch_game_cdns" text[] DEFAULT '{}' NOT NULL,
	"gateways" text[] DEFAULT '{}' NOT NULL,
	"copyright" text DEFAULT '' NOT NULL,
	"maintenance_start" timestamp with time zone,
	"maintenance_end" timestamp with time zone,
	"maintenance_message" jsonb,
	"restricted_countries" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code"),
	CONSTRAINT "merchants_currency_position" CHECK ("merchants"."currency_position" in ('F', 'B', '')),
	CONSTRAINT "merchants_status" CHECK ("merchants"."status" in ('active', 'disabled')),
	CONSTRAINT "merchants_maintenance_window" CHECK ("merchants"."maintenance_end" is null or "merchants"."maintenance_start" is null or "merchants"."maintenance_end" > "merchants"."maintenance_start")
);
--> statement-breakpoint
ALTER TABLE "help_items" ADD CONSTRAINT "help_items_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_customer_service" ADD CONSTRAINT "merchant_customer_service_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_flags" ADD CONSTRAINT "merchant_flags_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_register_rules" ADD CONSTRAINT "merchant_register_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_resources" ADD CONSTRAINT "merchant_resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;