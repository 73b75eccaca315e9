ALTER TABLE "lottery_games" DROP CONSTRAINT "lottery_games_kind";--> statement-breakpoint
DROP INDEX "lottery_draws_seq";--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time" ON "lottery_draws" USING btree ("game_id","draws_at");--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_kind" CHECK ("lottery_games"."kind" in ('SSC', '11X5', 'VN', 'THAI'));