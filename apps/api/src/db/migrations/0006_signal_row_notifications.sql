-- Custom migration: drizzle-kit has no triggers. Live updates (ADR 0046): every committed insert, update or delete of
-- signals sends, on the channel argus_signal_rows, which rows of which customer changed and how, so that every API
-- instance can push them to the Signals screens it serves, whichever process wrote (the API, the CLI importer,
-- a cascade, psql). Statement-level with transition tables: one notification per customer and 100 rows (~4 KB, under
-- NOTIFY's 8,000-byte limit), never the signal itself; a 5,000-row import batch sends 50, not 5,000.
CREATE FUNCTION "argus_notify_signal_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  batch record;
BEGIN
  FOR batch IN
    SELECT "customer_name", json_agg("id") AS "ids"
    FROM (
      SELECT "customer_name", "id", (row_number() OVER (PARTITION BY "customer_name") - 1) / 100 AS "chunk"
      FROM "changed_signals"
    ) AS "numbered"
    GROUP BY "customer_name", "chunk"
  LOOP
    PERFORM pg_notify(
      'argus_signal_rows',
      json_build_object('customer', batch."customer_name", 'kind', lower(TG_OP), 'ids', batch."ids")::text
    );
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signals_notify_rows_insert" AFTER INSERT ON "signals" REFERENCING NEW TABLE AS "changed_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_signal_rows"();--> statement-breakpoint
CREATE TRIGGER "signals_notify_rows_update" AFTER UPDATE ON "signals" REFERENCING NEW TABLE AS "changed_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_signal_rows"();--> statement-breakpoint
CREATE TRIGGER "signals_notify_rows_delete" AFTER DELETE ON "signals" REFERENCING OLD TABLE AS "changed_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_signal_rows"();
