ALTER TABLE "promo_popups" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_popups" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_popups" ADD CONSTRAINT "promo_popups_window" CHECK ("promo_popups"."starts_at" is null or "promo_popups"."ends_at" is null or "promo_popups"."ends_at" > "promo_popups"."starts_at");