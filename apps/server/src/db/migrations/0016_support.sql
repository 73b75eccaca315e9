CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"sender" varchar(40) DEFAULT '' NOT NULL,
	"type" smallint NOT NULL,
	"content" text NOT NULL,
	"image" "bytea",
	"image_mime" varchar(16),
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_type" CHECK ("feedback"."type" in (0, 1, 2, 3, 4, 6)),
	CONSTRAINT "feedback_image_member" CHECK ("feedback"."image" is null or "feedback"."member_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "inbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"send_time" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" varchar(4) NOT NULL,
	"group_name" varchar(40) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_type" CHECK ("notices"."type" in ('PR', 'B', 'PL', 'PU')),
	CONSTRAINT "notices_window" CHECK ("notices"."end_date" is null or "notices"."end_date" > "notices"."start_date")
);
--> statement-breakpoint
CREATE INDEX "feedback_merchant_created" ON "feedback" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE INDEX "inbox_messages_member" ON "inbox_messages" USING btree ("merchant_id","member_id","send_time");--> statement-breakpoint
CREATE INDEX "inbox_messages_unread" ON "inbox_messages" USING btree ("merchant_id","member_id") WHERE "inbox_messages"."read_at" is null and "inbox_messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "notices_merchant_group" ON "notices" USING btree ("merchant_id","group_name","start_date");