CREATE TABLE "signal_day_counts" (
	"customer_name" text NOT NULL,
	"day" date NOT NULL,
	"visible" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "signal_day_counts_pkey" PRIMARY KEY("customer_name","day")
);
--> statement-breakpoint
-- Custom SQL (ADR 0142): drizzle-kit has no triggers. One statement trigger per write on `signals` sums the
-- statement's visible rows per customer and UTC day set-wise (an import batch of 5,000 rows is one upsert), each new
-- row +1 and each old row -1: an update that moves no signal in or out of a day (a review, an edit of its title) sums
-- to 0 and writes nothing. The upsert takes its rows in key order, so two writers lock shared days in one order.
CREATE FUNCTION "argus_count_signal_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The statement's rows, each counted +1 (new) or -1 (old). Transition tables exist only for their own event.
  "changes" text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT "customer_name", "publish_date", "deleted", "hidden", 1 AS "sign" FROM "new_signals"'
    WHEN 'DELETE' THEN 'SELECT "customer_name", "publish_date", "deleted", "hidden", -1 AS "sign" FROM "old_signals"'
    ELSE 'SELECT "customer_name", "publish_date", "deleted", "hidden", 1 AS "sign" FROM "new_signals" UNION ALL '
      || 'SELECT "customer_name", "publish_date", "deleted", "hidden", -1 AS "sign" FROM "old_signals"'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "signal_day_counts" AS "counts" ("customer_name", "day", "visible")
    SELECT "customer_name", ("publish_date" AT TIME ZONE 'UTC')::date, sum("sign")
    FROM (%s) AS "changes" WHERE "deleted" = false AND "hidden" = false
    GROUP BY 1, 2 HAVING sum("sign") <> 0 ORDER BY 1, 2
    ON CONFLICT ("customer_name", "day") DO UPDATE SET "visible" = "counts"."visible" + excluded."visible"
  $sql$, "changes");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signals_count_days_insert" AFTER INSERT ON "signals" REFERENCING NEW TABLE AS "new_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_count_signal_days"();--> statement-breakpoint
CREATE TRIGGER "signals_count_days_update" AFTER UPDATE ON "signals" REFERENCING OLD TABLE AS "old_signals" NEW TABLE AS "new_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_count_signal_days"();--> statement-breakpoint
CREATE TRIGGER "signals_count_days_delete" AFTER DELETE ON "signals" REFERENCING OLD TABLE AS "old_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_count_signal_days"();--> statement-breakpoint
CREATE FUNCTION "argus_clear_signal_day_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "signal_day_counts";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signals_count_days_truncate" AFTER TRUNCATE ON "signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_clear_signal_day_counts"();--> statement-breakpoint
-- The signals held so far.
INSERT INTO "signal_day_counts" ("customer_name", "day", "visible")
SELECT "customer_name", ("publish_date" AT TIME ZONE 'UTC')::date, count(*)
FROM "signals" WHERE "deleted" = false AND "hidden" = false GROUP BY 1, 2;
