ALTER TABLE "house_crash_bets" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "house_crash_bets" ADD COLUMN "trial_id" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "house_crash_bets_trial" ON "house_crash_bets" USING btree ("round_id","trial_id");--> statement-breakpoint
CREATE INDEX "house_crash_bets_wins" ON "house_crash_bets" USING btree ("merchant_id","id") WHERE "house_crash_bets"."status" = 'cashed' and "house_crash_bets"."member_id" is not null;--> statement-breakpoint
ALTER TABLE "house_crash_bets" ADD CONSTRAINT "house_crash_bets_player" CHECK (("house_crash_bets"."member_id" is null) <> ("house_crash_bets"."trial_id" is null));