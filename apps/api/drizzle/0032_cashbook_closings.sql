CREATE TABLE "cashbook_closings" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" integer NOT NULL,
	"day" date NOT NULL,
	"opening_cents" integer NOT NULL,
	"counted_cents" integer NOT NULL,
	"expected_cents" integer NOT NULL,
	"totals" jsonb NOT NULL,
	"payment_ids" uuid[] NOT NULL,
	"note" text,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" uuid,
	CONSTRAINT "cashbook_closings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "cashbook_closings_day_key" UNIQUE("company_id","day"),
	CONSTRAINT "cashbook_closings_number_key" UNIQUE("company_id","number"),
	CONSTRAINT "cashbook_closings_number_check" CHECK ("cashbook_closings"."number" > 0)
);
--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("company_id","created_at");--> statement-breakpoint
-- A Z report is kept as written: it is what the drawer held when the day was closed.
CREATE OR REPLACE FUNCTION hirebase_cashbook_closing_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a Z report is kept as written (%)', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER cashbook_closings_kept BEFORE UPDATE OR DELETE ON cashbook_closings
  FOR EACH ROW EXECUTE FUNCTION hirebase_cashbook_closing_kept();--> statement-breakpoint
CREATE TRIGGER cashbook_closings_no_truncate BEFORE TRUNCATE ON cashbook_closings
  FOR EACH STATEMENT EXECUTE FUNCTION hirebase_cashbook_closing_kept();
--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM create_distributed_table('cashbook_closings', 'company_id', colocate_with => 'company_settings');
END IF; END $$;
