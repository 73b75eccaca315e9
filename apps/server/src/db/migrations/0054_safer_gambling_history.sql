CREATE TABLE "safer_gambling_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"event" varchar(20) NOT NULL,
	"kind" varchar(20),
	"period" varchar(10),
	"amount" numeric(24, 4),
	"until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "safer_gambling_refusals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"gate" varchar(10) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"period" varchar(10) NOT NULL,
	"amount" numeric(24, 4) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sg_history_member" ON "safer_gambling_history" USING btree ("merchant_id","member_id","at");--> statement-breakpoint
CREATE INDEX "sg_refusals_at" ON "safer_gambling_refusals" USING btree ("merchant_id","at");