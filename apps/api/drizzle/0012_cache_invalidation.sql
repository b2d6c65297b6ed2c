-- API processes keep the rows every request reads (session, user, membership, company, settings) in memory. Any
-- change of such a row names it on the channel hirebase_cache, in the changing transaction: every process drops what
-- it kept of that row when the transaction commits. The writing connection also hears it at once, as a notice.
CREATE OR REPLACE FUNCTION hirebase_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tag text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    tag := TG_TABLE_NAME || ':' || (to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSE
    tag := TG_TABLE_NAME || ':' || (to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  PERFORM pg_notify('hirebase_cache', tag);
  RAISE NOTICE USING MESSAGE = 'hirebase_cache ' || tag;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_cache AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION hirebase_cache_changed('id');--> statement-breakpoint
CREATE TRIGGER users_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION hirebase_cache_changed('id');--> statement-breakpoint
CREATE TRIGGER memberships_cache AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION hirebase_cache_changed('user_id');--> statement-breakpoint
CREATE TRIGGER companies_cache AFTER UPDATE OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION hirebase_cache_changed('id');--> statement-breakpoint
CREATE TRIGGER company_settings_cache AFTER INSERT OR UPDATE OR DELETE ON company_settings
  FOR EACH ROW EXECUTE FUNCTION hirebase_cache_changed('company_id');--> statement-breakpoint
CREATE TRIGGER rental_place_users_cache AFTER UPDATE OR DELETE ON rental_place_users
  FOR EACH ROW EXECUTE FUNCTION hirebase_cache_changed('id');--> statement-breakpoint
CREATE TRIGGER b2b_accounts_cache AFTER UPDATE OR DELETE ON b2b_accounts
  FOR EACH ROW EXECUTE FUNCTION hirebase_cache_changed('id');
