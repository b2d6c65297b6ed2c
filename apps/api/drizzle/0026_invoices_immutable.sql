-- An issued invoice or credit note never changes and is never deleted (accounting records are kept as issued;
-- corrections are credit notes). The only update accepted stores the PDF once: pdf_key and pdf_sha256 from empty to
-- set, nothing else. Enforced here so that no code path, script or manual query can alter one.
CREATE OR REPLACE FUNCTION hirebase_issued_document_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an issued % cannot be deleted', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
  END IF;
  IF OLD.pdf_key IS NULL AND NEW.pdf_key IS NOT NULL AND NEW.pdf_sha256 IS NOT NULL
     AND (to_jsonb(NEW) - 'pdf_key' - 'pdf_sha256') = (to_jsonb(OLD) - 'pdf_key' - 'pdf_sha256') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'an issued % cannot be changed', TG_TABLE_NAME USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION hirebase_issued_document_immutable();--> statement-breakpoint
CREATE TRIGGER credit_notes_immutable BEFORE UPDATE OR DELETE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION hirebase_issued_document_immutable();--> statement-breakpoint
CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION hirebase_issued_document_immutable();--> statement-breakpoint
CREATE TRIGGER credit_notes_no_truncate BEFORE TRUNCATE ON credit_notes
  FOR EACH STATEMENT EXECUTE FUNCTION hirebase_issued_document_immutable();
--> statement-breakpoint
DO $$ BEGIN IF EXISTS (SELECT FROM pg_extension WHERE extname = 'citus') THEN
  PERFORM create_distributed_table('invoice_counters', 'company_id', colocate_with => 'company_settings');
  PERFORM create_distributed_table('invoices', 'company_id', colocate_with => 'company_settings');
  PERFORM create_distributed_table('credit_notes', 'company_id', colocate_with => 'company_settings');
END IF; END $$;
