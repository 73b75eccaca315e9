CREATE TABLE "chat_canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" varchar(60) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"operator_id" integer,
	"member_read_id" bigint DEFAULT 0 NOT NULL,
	"operator_read_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_status" CHECK ("chat_conversations"."status" in ('open', 'closed')),
	CONSTRAINT "chat_conversations_closed" CHECK (("chat_conversations"."status" = 'closed') = ("chat_conversations"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"conversation_id" bigint NOT NULL,
	"member_id" integer NOT NULL,
	"sender" varchar(8) NOT NULL,
	"operator_id" integer,
	"body" text DEFAULT '' NOT NULL,
	"image" "bytea",
	"image_mime" varchar(16),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_sender" CHECK ("chat_messages"."sender" in ('member', 'operator', 'system')),
	CONSTRAINT "chat_messages_content" CHECK ("chat_messages"."body" <> '' or "chat_messages"."image" is not null),
	CONSTRAINT "chat_messages_body_len" CHECK (char_length("chat_messages"."body") <= 1000),
	CONSTRAINT "chat_messages_operator" CHECK (("chat_messages"."sender" = 'operator') = ("chat_messages"."operator_id" is not null)),
	CONSTRAINT "chat_messages_image_mime" CHECK (("chat_messages"."image" is null) = ("chat_messages"."image_mime" is null))
);
--> statement-breakpoint
CREATE TABLE "chat_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"status" varchar(8) DEFAULT 'offline' NOT NULL,
	"max_open" integer DEFAULT 50 NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "chat_operators_status" CHECK ("chat_operators"."status" in ('online', 'away', 'offline')),
	CONSTRAINT "chat_operators_max_open" CHECK ("chat_operators"."max_open" > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"mode" varchar(10) DEFAULT 'builtin' NOT NULL,
	"external_chat_url" text,
	"external_verify_url" text,
	"allowed_club_labels" jsonb,
	"rate_per_minute" integer DEFAULT 20 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_settings_mode" CHECK ("chat_settings"."mode" in ('builtin', 'external')),
	CONSTRAINT "chat_settings_external" CHECK ("chat_settings"."mode" = 'builtin' or ("chat_settings"."external_chat_url" is not null and "chat_settings"."external_verify_url" is not null)),
	CONSTRAINT "chat_settings_rate" CHECK ("chat_settings"."rate_per_minute" between 1 and 600)
);
--> statement-breakpoint
CREATE TABLE "chat_verify_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_canned_replies_merchant" ON "chat_canned_replies" USING btree ("merchant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_one_open" ON "chat_conversations" USING btree ("merchant_id","member_id") WHERE "chat_conversations"."status" = 'open';--> statement-breakpoint
CREATE INDEX "chat_conversations_member" ON "chat_conversations" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_desk" ON "chat_conversations" USING btree ("merchant_id","status","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_member_recent" ON "chat_messages" USING btree ("merchant_id","member_id","created_at") WHERE "chat_messages"."sender" = 'member';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_operators_name" ON "chat_operators" USING btree ("merchant_id","name");--> statement-breakpoint
CREATE INDEX "chat_verify_tokens_expiry" ON "chat_verify_tokens" USING btree ("expires_at");