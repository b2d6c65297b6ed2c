CREATE TABLE "fee_invoices" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" integer NOT NULL,
	"month" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"transaction_count" integer NOT NULL,
	CONSTRAINT "fee_invoices_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "fee_invoices_month_key" UNIQUE("company_id","month"),
	CONSTRAINT "fee_invoices_number_key" UNIQUE("company_id","number"),
	CONSTRAINT "fee_invoices_number_check" CHECK ("fee_invoices"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"payout_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	CONSTRAINT "payout_lines_company_id_payment_id_pk" PRIMARY KEY("company_id","payment_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"schedule" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"transaction_count" integer NOT NULL,
	CONSTRAINT "payouts_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payouts_net_check" CHECK ("payouts"."net_cents" > 0 and "payouts"."net_cents" = "payouts"."gross_cents" - "payouts"."fee_cents")
);
--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_fk" FOREIGN KEY ("company_id","payout_id") REFERENCES "public"."payouts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payment_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."payments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_lines_payout_idx" ON "payout_lines" USING btree ("company_id","payout_id");--> statement-breakpoint
CREATE INDEX "payouts_created_idx" ON "payouts" USING btree ("company_id","created_at");--> statement-breakpoint
-- Payouts and fee invoices are kept as written: money sent, and documents the shop has received.
CREATE OR REPLACE FUNCTION hirebase_balance_record_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is kept as written (%)', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER payouts_kept BEFORE UPDATE OR DELETE ON payouts
  FOR EACH ROW EXECUTE FUNCTION hirebase_balance_record_kept();--> statement-breakpoint
CREATE TRIGGER payout_lines_kept BEFORE UPDATE OR DELETE ON payout_lines
  FOR EACH ROW EXECUTE FUNCTION hirebase_balance_record_kept();--> statement-breakpoint
CREATE TRIGGER fee_invoices_kept BEFORE UPDATE OR DELETE ON fee_invoices
  FOR EACH ROW EXECUTE FUNCTION hirebase_balance_record_kept();
--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM create_distributed_table('payouts', 'company_id', colocate_with => 'company_settings');
  PERFORM create_distributed_table('payout_lines', 'company_id', colocate_with => 'company_settings');
  PERFORM create_distributed_table('fee_invoices', 'company_id', colocate_with => 'company_settings');
END IF; END $$;
