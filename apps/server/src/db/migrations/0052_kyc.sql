CREATE TABLE "kyc_document_images" (
	"document_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"mime" varchar(16) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"reason" varchar(200),
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" varchar(40),
	CONSTRAINT "kyc_documents_type" CHECK ("kyc_documents"."type" in ('ID_FRONT', 'ID_BACK', 'PROOF_OF_ADDRESS', 'SELFIE')),
	CONSTRAINT "kyc_documents_status" CHECK ("kyc_documents"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'MORE_REQUESTED'))
);
--> statement-breakpoint
CREATE TABLE "kyc_members" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"date_of_birth" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_members_merchant_id_member_id_pk" PRIMARY KEY("merchant_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "kyc_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"minimum_age" integer DEFAULT 18 NOT NULL,
	"dob_required" boolean DEFAULT false NOT NULL,
	"withdraw_basic_over" numeric(24, 4),
	"withdraw_full_over" numeric(24, 4),
	"deposits_full_over" numeric(24, 4),
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kyc_documents_member" ON "kyc_documents" USING btree ("merchant_id","member_id","type");--> statement-breakpoint
CREATE INDEX "kyc_documents_queue" ON "kyc_documents" USING btree ("merchant_id","status","id");