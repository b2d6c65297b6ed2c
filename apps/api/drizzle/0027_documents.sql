CREATE TABLE "document_models" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_models_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"model_id" uuid NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'TO_GENERATE' NOT NULL,
	"key" text NOT NULL,
	"sha256" text,
	"size_bytes" integer,
	"generated_at" timestamp with time zone,
	"signed_key" text,
	"signed_sha256" text,
	"signed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "documents_status_check" CHECK ("documents"."status" in ('TO_GENERATE', 'GENERATED', 'PENDING'))
);
--> statement-breakpoint
ALTER TABLE "document_models" ADD CONSTRAINT "document_models_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_models_kind_idx" ON "document_models" USING btree ("company_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_key_key" ON "documents" USING btree ("company_id","key");--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "documents_model_idx" ON "documents" USING btree ("company_id","model_id");