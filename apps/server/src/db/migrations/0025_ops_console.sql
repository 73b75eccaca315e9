CREATE TABLE "ops_ip_allow" (
	"merchant_id" integer NOT NULL,
	"entry" varchar(64) NOT NULL,
	CONSTRAINT "ops_ip_allow_merchant_id_entry_pk" PRIMARY KEY("merchant_id","entry")
);
--> statement-breakpoint
CREATE TABLE "ops_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer,
	"username" varchar(40) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"role" varchar(12) NOT NULL,
	"totp_secret" varchar(64) NOT NULL,
	"last_totp_step" bigint,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ops_operators_role" CHECK ("ops_operators"."role" in ('admin', 'finance', 'content', 'support', 'read-only'))
);
--> statement-breakpoint
CREATE TABLE "ops_sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"ip" varchar(64) NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ops_audit" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "ops_audit" ADD COLUMN "ip" varchar(64);--> statement-breakpoint
ALTER TABLE "ops_audit" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "ops_audit" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "ops_sessions" ADD CONSTRAINT "ops_sessions_operator_id_ops_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."ops_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ops_operators_username" ON "ops_operators" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "ops_sessions_operator" ON "ops_sessions" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "ops_audit_merchant_time" ON "ops_audit" USING btree ("merchant_id","created_at");--> statement-breakpoint
-- custom (ops)
-- The operators' audit trail is append-only: nobody, not even the console, can rewrite history.
CREATE FUNCTION ops_audit_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ops_audit is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ops_audit_no_update_delete BEFORE UPDATE OR DELETE ON ops_audit
  FOR EACH ROW EXECUTE FUNCTION ops_audit_immutable();
