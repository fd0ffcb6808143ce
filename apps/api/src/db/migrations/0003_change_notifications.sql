-- Custom migration: drizzle-kit has no triggers. Every change to what the API's in-process read caches hold sends a
-- notification on the channel argus_changes when its transaction commits, whichever process or path made it
-- (the API, the CLI importer, a foreign-key cascade, psql): 'signals' for the signal lists, 'access' for token
-- holders, revocations, customer grants and customers. Statement-level triggers: one notification per statement,
-- and PostgreSQL folds the same payload within a transaction into one.
CREATE FUNCTION "argus_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('argus_changes', TG_ARGV[0]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signals_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('signals');--> statement-breakpoint
CREATE TRIGGER "signal_arguments_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "signal_arguments" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('signals');--> statement-breakpoint
CREATE TRIGGER "event_types_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "event_types" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('signals');--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OF "username", "privilege", "status", "token_generation" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('access');--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "revoked_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('access');--> statement-breakpoint
CREATE TRIGGER "user_customers_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_customers" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('access');--> statement-breakpoint
CREATE TRIGGER "customers_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('access');
