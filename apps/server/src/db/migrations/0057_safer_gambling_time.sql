ALTER TABLE "safer_gambling_limits" DROP CONSTRAINT "sg_limits_kind";--> statement-breakpoint
ALTER TABLE "safer_gambling_limits" ALTER COLUMN "kind" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "safer_gambling_refusals" ALTER COLUMN "kind" SET DATA TYPE varchar(16);--> statement-breakpoint
ALTER TABLE "safer_gambling_members" ADD COLUMN "active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "safer_gambling_usage" ADD COLUMN "seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "safer_gambling_limits" ADD CONSTRAINT "sg_limits_kind" CHECK ("safer_gambling_limits"."kind" in ('deposit', 'loss', 'wager', 'session_time'));