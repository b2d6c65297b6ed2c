CREATE TABLE "order_survey_documents" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"field_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_survey_documents_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_survey_documents" ADD CONSTRAINT "order_survey_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_survey_documents" ADD CONSTRAINT "order_survey_documents_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_survey_documents_order_idx" ON "order_survey_documents" USING btree ("company_id","order_id");--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN PERFORM create_distributed_table('order_survey_documents', 'company_id', colocate_with => 'company_settings'); END IF; END $$;
