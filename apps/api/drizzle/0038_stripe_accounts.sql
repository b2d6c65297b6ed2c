CREATE TABLE "stripe_accounts" (
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"requirements_due" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stripe_accounts_company_id_type_pk" PRIMARY KEY("company_id","type"),
	CONSTRAINT "stripe_accounts_account_unique" UNIQUE("company_id","account_id"),
	CONSTRAINT "stripe_accounts_type_check" CHECK ("stripe_accounts"."type" in ('express'))
);
--> statement-breakpoint
CREATE TABLE "card_stripe_checkouts" (
	"session_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM citus_add_local_table_to_metadata('card_stripe_checkouts');
  PERFORM create_distributed_table('stripe_accounts', 'company_id', colocate_with => 'company_settings');
END IF; END $$;
