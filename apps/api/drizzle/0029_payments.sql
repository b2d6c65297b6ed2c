CREATE TABLE "payments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"order_kind" text NOT NULL,
	"order_id" uuid,
	"customer_id" uuid,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"amount_cents" integer NOT NULL,
	"payment_date" timestamp with time zone NOT NULL,
	"refund_of_id" uuid,
	"cancels_id" uuid,
	"reason" text,
	"note" text,
	CONSTRAINT "payments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("company_id","payment_date");--> statement-breakpoint
-- The ledger keeps every row as written: no deletion, and the only change a row accepts is its provider reporting
-- progress (status, from a state that is not final). A manual payment taken back gets a cancelling row instead.
CREATE OR REPLACE FUNCTION hirebase_payment_row_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status NOT IN ('SUCCEEDED', 'FAILED', 'CANCELED')
     AND (to_jsonb(NEW) - 'status') = (to_jsonb(OLD) - 'status') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a payment row is kept as written (%)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER payments_kept BEFORE UPDATE OR DELETE ON payments
  FOR EACH ROW EXECUTE FUNCTION hirebase_payment_row_kept();--> statement-breakpoint
CREATE TRIGGER payments_no_truncate BEFORE TRUNCATE ON payments
  FOR EACH STATEMENT EXECUTE FUNCTION hirebase_payment_row_kept();
--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM create_distributed_table('payments', 'company_id', colocate_with => 'company_settings');
END IF; END $$;
