CREATE TABLE "safer_gambling_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"identifier" varchar(64) NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sg_register_identifier" ON "safer_gambling_register" USING btree ("identifier","until");