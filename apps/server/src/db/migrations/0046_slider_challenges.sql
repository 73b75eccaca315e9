CREATE TABLE "slider_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"challenge" varchar(64) NOT NULL,
	"client_key" varchar(80) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"answer_x" integer,
	"attempted_at" timestamp with time zone,
	"pass_hash" varchar(64),
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "slider_challenges_challenge" ON "slider_challenges" USING btree ("merchant_id","challenge");