CREATE TABLE "card_sandbox_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"capturable_cents" integer DEFAULT 0 NOT NULL,
	"received_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"capture_method" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"last_error" text,
	"card_last4" text,
	"authorized_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_sandbox_intents_amounts_check" CHECK ("card_sandbox_intents"."amount_cents" > 0 and "card_sandbox_intents"."capturable_cents" >= 0 and "card_sandbox_intents"."received_cents" <= "card_sandbox_intents"."amount_cents" and "card_sandbox_intents"."refunded_cents" between 0 and "card_sandbox_intents"."received_cents")
);
--> statement-breakpoint
CREATE TABLE "card_sandbox_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_intents" (
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"intent_id" text NOT NULL,
	"checkout_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_intents_company_id_payment_id_pk" PRIMARY KEY("company_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "card_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "card_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "card_intents" ADD CONSTRAINT "card_intents_payment_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_intents_intent_idx" ON "card_intents" USING btree ("company_id","intent_id");--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM create_distributed_table('card_intents', 'company_id', colocate_with => 'company_settings');
END IF; END $$;
