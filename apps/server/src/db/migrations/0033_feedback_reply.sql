ALTER TABLE "feedback" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_by" varchar(60);--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_reply_member" CHECK ("feedback"."reply" is null or "feedback"."member_id" is not null);