CREATE TABLE "condition_report_photos" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"sub_product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"photo_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"taken_by_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "condition_report_photos_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "condition_report_units" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"sub_product_id" uuid NOT NULL,
	"questions" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"notes" text,
	"filled_by_id" uuid,
	"filled_by_name" text,
	"filled_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condition_report_units_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "condition_reports" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"status" text,
	"generation" integer DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'fr' NOT NULL,
	"file_key" text,
	"generated_at" timestamp with time zone,
	"signature_boxes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condition_reports_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "condition_reports_scope_check" CHECK ("condition_reports"."scope" in ('DEPART', 'RETOUR')),
	CONSTRAINT "condition_reports_status_check" CHECK ("condition_reports"."status" in ('PENDING', 'SUCCESS'))
);
--> statement-breakpoint
ALTER TABLE "condition_report_photos" ADD CONSTRAINT "condition_report_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_report_photos" ADD CONSTRAINT "condition_report_photos_report_fk" FOREIGN KEY ("company_id","report_id") REFERENCES "public"."condition_reports"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_report_photos" ADD CONSTRAINT "condition_report_photos_unit_fk" FOREIGN KEY ("company_id","sub_product_id") REFERENCES "public"."sub_products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_report_units" ADD CONSTRAINT "condition_report_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_report_units" ADD CONSTRAINT "condition_report_units_report_fk" FOREIGN KEY ("company_id","report_id") REFERENCES "public"."condition_reports"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_report_units" ADD CONSTRAINT "condition_report_units_unit_fk" FOREIGN KEY ("company_id","sub_product_id") REFERENCES "public"."sub_products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condition_report_photos_unit_idx" ON "condition_report_photos" USING btree ("company_id","report_id","sub_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "condition_report_units_unit_key" ON "condition_report_units" USING btree ("company_id","report_id","sub_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "condition_reports_order_scope_key" ON "condition_reports" USING btree ("company_id","order_id","scope");