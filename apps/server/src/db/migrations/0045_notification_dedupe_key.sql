ALTER TABLE "notifications" ADD COLUMN "dedupe_key" varchar(100);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe" ON "notifications" USING btree ("merchant_id","dedupe_key");