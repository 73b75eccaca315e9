ALTER TABLE "members" ADD COLUMN "status_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "status_changed_at" timestamp with time zone;