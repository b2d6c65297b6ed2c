CREATE TABLE "periodic_discounts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"applicable_date" text NOT NULL,
	"scope" jsonb NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"percentage_bp" integer,
	"amount_cents" integer,
	"product_ids" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "periodic_discounts_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "periodic_discounts_applicable_date_check" CHECK ("periodic_discounts"."applicable_date" in ('CREATED_DATE', 'START_DATE')),
	CONSTRAINT "periodic_discounts_value_check" CHECK (("periodic_discounts"."percentage_bp" is null) <> ("periodic_discounts"."amount_cents" is null)),
	CONSTRAINT "periodic_discounts_dates_check" CHECK ("periodic_discounts"."start_date" <= "periodic_discounts"."end_date")
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"title" text NOT NULL,
	"rules" jsonb NOT NULL,
	"product_ids" jsonb,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_rules_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"promo_code_id" uuid NOT NULL,
	"order_id" uuid,
	"rental_place_user_id" uuid,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_code_uses_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" integer NOT NULL,
	"source" text NOT NULL,
	"date_check" text NOT NULL,
	"valid_from" text,
	"valid_to" text,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"minimum_total_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "promo_codes_source_check" CHECK (("promo_codes"."source" = 'PLATFORM') = ("promo_codes"."company_id" is null)),
	CONSTRAINT "promo_codes_discount_type_check" CHECK ("promo_codes"."discount_type" in ('PERCENTAGE', 'AMOUNT')),
	CONSTRAINT "promo_codes_date_check_check" CHECK ("promo_codes"."date_check" in ('CREATION_DATE', 'ORDER_DATE')),
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" > 0),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" = upper("promo_codes"."code"))
);
--> statement-breakpoint
CREATE TABLE "product_state_models" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_state_models_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_surveys" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_surveys_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "status_models" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"statuses" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_models_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "periodic_discounts" ADD CONSTRAINT "periodic_discounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_rental_place_user_id_rental_place_users_id_fk" FOREIGN KEY ("rental_place_user_id") REFERENCES "public"."rental_place_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_state_models" ADD CONSTRAINT "product_state_models_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_surveys" ADD CONSTRAINT "product_surveys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_models" ADD CONSTRAINT "status_models_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_uses_code_idx" ON "promo_code_uses" USING btree ("promo_code_id","rental_place_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_order_key" ON "promo_code_uses" USING btree ("company_id","order_id","promo_code_id") WHERE "promo_code_uses"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_key" ON "promo_codes" USING btree (coalesce("company_id", '00000000-0000-0000-0000-000000000000'::uuid),"code") WHERE "promo_codes"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "promo_codes_company_idx" ON "promo_codes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "product_surveys_products_idx" ON "product_surveys" USING gin ("product_ids");