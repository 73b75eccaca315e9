CREATE TABLE "safer_gambling_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"identifier" varchar(64) NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD COLUMN "id_number" varchar(30);--> statement-breakpoint
CREATE INDEX "sg_register_identifier" ON "safer_gambling_register" USING btree ("identifier","until");--> statement-breakpoint
CREATE INDEX "kyc_documents_id_number" ON "kyc_documents" USING btree ("merchant_id","id_number") WHERE "kyc_documents"."id_number" is not null;