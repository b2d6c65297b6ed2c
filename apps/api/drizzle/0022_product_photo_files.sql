CREATE TABLE "product_photo_files" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_photo_files_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "product_photo_files" ADD CONSTRAINT "product_photo_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_photo_files_stored_at_idx" ON "product_photo_files" USING btree ("stored_at");