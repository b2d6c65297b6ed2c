CREATE TABLE "payout_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"schedule" text NOT NULL,
	"weekday" integer NOT NULL,
	"delay_days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_settings_schedule_check" CHECK ("payout_settings"."schedule" in ('DAILY', 'WEEKLY')),
	CONSTRAINT "payout_settings_weekday_check" CHECK ("payout_settings"."weekday" between 1 and 7),
	CONSTRAINT "payout_settings_delay_check" CHECK ("payout_settings"."delay_days" between 0 and 90)
);
--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD COLUMN "vat_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD COLUMN "vat_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_platform_money_idx" ON "payments" USING btree ("payment_date","company_id") WHERE "payments"."status" = 'SUCCEEDED' and "payments"."provider" in ('SANDBOX', 'STRIPE', 'ADYEN') and "payments"."type" in ('PAYMENT', 'DEPOSIT_CAPTURE', 'REFUND');--> statement-breakpoint
ALTER TABLE "fee_invoices" ADD CONSTRAINT "fee_invoices_vat_check" CHECK ("fee_invoices"."vat_cents" between 0 and "fee_invoices"."fee_cents");--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM create_distributed_table('payout_settings', 'company_id', colocate_with => 'company_settings');
END IF; END $$;
