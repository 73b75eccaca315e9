CREATE TABLE "points_info" (
	"merchant_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_info_merchant_id_language_pk" PRIMARY KEY("merchant_id","language")
);
