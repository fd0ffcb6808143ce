-- Custom migration: drizzle-kit has no triggers. Live mentions (ADR 0126), as migration 0006 did for signals: every
-- committed insert, update or delete of mentions sends, on the channel argus_mention_rows, which rows of which
-- customer changed and how, so that every API instance can push them to the Mentions screens it serves, whichever
-- process wrote (a feed source, the push API, a cascade, psql). Statement-level with transition tables: one
-- notification per customer and 100 rows (~4 KB, under NOTIFY's 8,000-byte limit), never the row itself.
-- One function serves both kinds: the channel and the id column are the trigger's arguments, and the signals'
-- triggers of migration 0006 move to it (same channel, same payload).
CREATE FUNCTION "argus_notify_changed_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  batch record;
BEGIN
  -- TG_ARGV[0]: the channel; TG_ARGV[1]: the id column. The transition table is "changed_rows" on every trigger.
  FOR batch IN EXECUTE format(
    'SELECT "customer_name", json_agg(%1$I) AS "ids"
     FROM (
       SELECT "customer_name", %1$I, (row_number() OVER (PARTITION BY "customer_name") - 1) / 100 AS "chunk"
       FROM "changed_rows"
     ) AS "numbered"
     GROUP BY "customer_name", "chunk"',
    TG_ARGV[1]
  )
  LOOP
    PERFORM pg_notify(
      TG_ARGV[0],
      json_build_object('customer', batch."customer_name", 'kind', lower(TG_OP), 'ids', batch."ids")::text
    );
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "signals_notify_rows_insert" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_notify_rows_update" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_notify_rows_delete" ON "signals";--> statement-breakpoint
DROP FUNCTION "argus_notify_signal_rows"();--> statement-breakpoint
CREATE TRIGGER "signals_notify_rows_insert" AFTER INSERT ON "signals" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_changed_rows"('argus_signal_rows', 'id');--> statement-breakpoint
CREATE TRIGGER "signals_notify_rows_update" AFTER UPDATE ON "signals" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_changed_rows"('argus_signal_rows', 'id');--> statement-breakpoint
CREATE TRIGGER "signals_notify_rows_delete" AFTER DELETE ON "signals" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_changed_rows"('argus_signal_rows', 'id');--> statement-breakpoint
CREATE TRIGGER "mentions_notify_rows_insert" AFTER INSERT ON "mentions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_changed_rows"('argus_mention_rows', 'uuid');--> statement-breakpoint
CREATE TRIGGER "mentions_notify_rows_update" AFTER UPDATE ON "mentions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_changed_rows"('argus_mention_rows', 'uuid');--> statement-breakpoint
CREATE TRIGGER "mentions_notify_rows_delete" AFTER DELETE ON "mentions" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_changed_rows"('argus_mention_rows', 'uuid');
