CREATE TABLE "game_merchant_hidden" (
	"merchant_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"hidden_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "game_merchant_hidden_pk" ON "game_merchant_hidden" USING btree ("merchant_id","node_id");