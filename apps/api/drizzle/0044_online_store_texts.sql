CREATE TABLE "online_store_texts" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_store_texts" ADD CONSTRAINT "online_store_texts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM create_distributed_table('online_store_texts', 'company_id', colocate_with => 'company_settings');
END IF; END $$;
