CREATE TABLE "checkout_documents" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"field_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkout_documents_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "store_checkouts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"mode" text NOT NULL,
	"payment" text NOT NULL,
	"pay_now_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"pay_url" text,
	"cart_token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_checkouts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ALTER COLUMN "online_store" SET DEFAULT '{"phone":null,"description":{},"shortDescription":{},"showPricing":true,"featuredIds":[],"gallery":[],"checkoutMode":"PAY_ONLINE"}'::jsonb;--> statement-breakpoint
ALTER TABLE "checkout_documents" ADD CONSTRAINT "checkout_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_checkouts" ADD CONSTRAINT "store_checkouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_checkouts" ADD CONSTRAINT "store_checkouts_order_fk" FOREIGN KEY ("company_id","id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_documents_cart_idx" ON "checkout_documents" USING btree ("company_id","cart_id");--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM create_distributed_table('store_checkouts', 'company_id', colocate_with => 'company_settings');
  PERFORM create_distributed_table('checkout_documents', 'company_id', colocate_with => 'company_settings');
END IF; END $$;
