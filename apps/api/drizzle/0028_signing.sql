CREATE TABLE "company_signatures" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"document_id" uuid NOT NULL,
	"document_collection" text NOT NULL,
	"document_type" text NOT NULL,
	"user_id" uuid,
	"signer_role" text NOT NULL,
	"signer_name" text NOT NULL,
	"signer_email" text,
	"ip" text,
	"user_agent" text,
	"sha256_before" text NOT NULL,
	"sha256_after" text NOT NULL,
	CONSTRAINT "company_signatures_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "signature_codes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "signature_codes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "signature_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"require_email_code" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_certificates" (
	"id" text PRIMARY KEY NOT NULL,
	"p12" text NOT NULL,
	"passphrase" text,
	"fingerprint" text NOT NULL,
	"subject" text NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_signatures_created_idx" ON "company_signatures" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_signatures_document_idx" ON "company_signatures" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "signature_codes_subject_idx" ON "signature_codes" USING btree ("company_id","subject","created_at");