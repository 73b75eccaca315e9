CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"dispatched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_receipts" (
	"event_id" bigint NOT NULL,
	"consumer" varchar(64) NOT NULL,
	"handled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_receipts_event_id_consumer_pk" PRIMARY KEY("event_id","consumer")
);
--> statement-breakpoint
CREATE INDEX "outbox_events_due" ON "outbox_events" USING btree ("next_attempt_at","id") WHERE "outbox_events"."dispatched_at" is null;