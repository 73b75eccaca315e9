ALTER TABLE "members" ADD COLUMN "first_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "welcome_dismissed_at" timestamp with time zone;