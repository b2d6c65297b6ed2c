CREATE TABLE "timed_holds" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"period" "tstzrange" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timed_holds_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "timed_holds_quantity_check" CHECK ("timed_holds"."quantity" > 0),
	CONSTRAINT "timed_holds_period_check" CHECK (lower("timed_holds"."period") < upper("timed_holds"."period"))
);
--> statement-breakpoint
CREATE TABLE "store_carts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"lines" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_carts_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "timed_holds" ADD CONSTRAINT "timed_holds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_holds" ADD CONSTRAINT "timed_holds_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_carts" ADD CONSTRAINT "store_carts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timed_holds_owner_idx" ON "timed_holds" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE INDEX "timed_holds_period_idx" ON "timed_holds" USING gist ("company_id","product_id","period");--> statement-breakpoint
CREATE INDEX "timed_holds_expires_idx" ON "timed_holds" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "store_carts_expires_idx" ON "store_carts" USING btree ("expires_at");--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM create_distributed_table('timed_holds', 'company_id', colocate_with => 'company_settings');
  PERFORM create_distributed_table('store_carts', 'company_id', colocate_with => 'company_settings');
END IF; END $$;
