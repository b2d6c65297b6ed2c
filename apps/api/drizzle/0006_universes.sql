CREATE TABLE "universe_product_models" (
	"company_id" uuid NOT NULL,
	"universe_id" uuid NOT NULL,
	"product_model_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "universe_product_models_company_id_universe_id_product_model_id_pk" PRIMARY KEY("company_id","universe_id","product_model_id")
);
--> statement-breakpoint
CREATE TABLE "universes" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text NOT NULL,
	"picture_key" text,
	"ranking" integer DEFAULT 0 NOT NULL,
	"minimum_price_cents" integer,
	"in_marketplace" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "universes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "universe_product_models" ADD CONSTRAINT "universe_product_models_universe_fk" FOREIGN KEY ("company_id","universe_id") REFERENCES "public"."universes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universe_product_models" ADD CONSTRAINT "universe_product_models_model_fk" FOREIGN KEY ("company_id","product_model_id") REFERENCES "public"."product_models"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universes" ADD CONSTRAINT "universes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "universe_product_models_model_idx" ON "universe_product_models" USING btree ("company_id","product_model_id");