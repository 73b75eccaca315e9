ALTER TABLE "merchant_domains" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_domains_one_primary" ON "merchant_domains" USING btree ("merchant_id") WHERE "merchant_domains"."is_primary";--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_primary_site" CHECK (not "merchant_domains"."is_primary" or "merchant_domains"."kind" = 'site');--> statement-breakpoint
-- custom (domain_primary)
-- Until now the primary host was implied: the oldest site host (ADR 028). Make that explicit.
UPDATE "merchant_domains" SET "is_primary" = true WHERE "id" IN (SELECT min("id") FROM "merchant_domains" WHERE "kind" = 'site' GROUP BY "merchant_id");
