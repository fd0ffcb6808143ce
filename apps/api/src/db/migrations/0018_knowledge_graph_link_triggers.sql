-- Custom migration: drizzle-kit has no triggers. Migration 0017 gave signal_entities indexes that take an import's
-- inserts where they are cheap (ADR 0099): no foreign keys (two index probes per inserted link) and no primary key led
-- by the random signal id. Their work is the triggers' now. Links are found by the signal's customer, publish date and
-- id (the unique key's prefix): a deleted signal's links go with it, in one statement per delete, and a signal whose
-- customer, date, event type, subject or visibility changed loses the links of its old row before it is linked again.
-- A deleted entity is cleared from signals and arguments (their keys set it null), which links those signals again.
-- New arguments naming the signal's subject add nothing: its link is there already (trying cost a conflict each).
CREATE OR REPLACE FUNCTION "argus_link_signal_entities"("signal_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "signal_entities" USING "signals"
  WHERE "signals"."id" = ANY("signal_ids") AND "signal_entities"."customer_name" = "signals"."customer_name"
    AND "signal_entities"."publish_date" = "signals"."publish_date" AND "signal_entities"."signal_id" = "signals"."id";
  INSERT INTO "signal_entities" ("signal_id", "entity_id", "customer_name", "publish_date", "event_type")
  SELECT DISTINCT "signals"."id", "named"."entity_id", "signals"."customer_name", "signals"."publish_date", "signals"."event_type"
  FROM "signals"
  CROSS JOIN LATERAL (
    SELECT "signals"."target_entity_id" AS "entity_id"
    UNION ALL
    SELECT "signal_arguments"."target_entity_id" FROM "signal_arguments" WHERE "signal_arguments"."signal_id" = "signals"."id"
  ) AS "named"
  WHERE "signals"."id" = ANY("signal_ids") AND "named"."entity_id" IS NOT NULL
    AND "signals"."deleted" = false AND "signals"."hidden" = false;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "argus_link_updated_signals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" uuid[];
BEGIN
  SELECT array_agg("new_signals"."id") INTO "changed"
  FROM "new_signals" LEFT JOIN "old_signals" ON "old_signals"."id" = "new_signals"."id"
  WHERE ("new_signals"."customer_name", "new_signals"."publish_date", "new_signals"."event_type",
         "new_signals"."target_entity_id", "new_signals"."deleted", "new_signals"."hidden")
    IS DISTINCT FROM ("old_signals"."customer_name", "old_signals"."publish_date", "old_signals"."event_type",
         "old_signals"."target_entity_id", "old_signals"."deleted", "old_signals"."hidden");
  IF "changed" IS NOT NULL THEN
    DELETE FROM "signal_entities" USING "old_signals"
    WHERE "old_signals"."id" = ANY("changed") AND "signal_entities"."customer_name" = "old_signals"."customer_name"
      AND "signal_entities"."publish_date" = "old_signals"."publish_date"
      AND "signal_entities"."signal_id" = "old_signals"."id";
    PERFORM "argus_link_signal_entities"("changed");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "argus_link_new_arguments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each argument's signal by its primary key (LATERAL with LIMIT keeps it a lookup): a plan made while the tables were
  -- small hashed a scan of every signal for each batch, and the import slowed with every batch.
  INSERT INTO "signal_entities" ("signal_id", "entity_id", "customer_name", "publish_date", "event_type")
  SELECT DISTINCT "signal"."id", "new_arguments"."target_entity_id", "signal"."customer_name", "signal"."publish_date", "signal"."event_type"
  FROM "new_arguments"
  CROSS JOIN LATERAL (
    SELECT "id", "customer_name", "publish_date", "event_type", "target_entity_id" FROM "signals"
    WHERE "signals"."id" = "new_arguments"."signal_id" AND "signals"."deleted" = false AND "signals"."hidden" = false
    LIMIT 1
  ) AS "signal"
  WHERE "new_arguments"."target_entity_id" IS NOT NULL
    AND "new_arguments"."target_entity_id" IS DISTINCT FROM "signal"."target_entity_id"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "argus_unlink_deleted_signals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "signal_entities" USING "old_signals"
  WHERE "signal_entities"."customer_name" = "old_signals"."customer_name"
    AND "signal_entities"."publish_date" = "old_signals"."publish_date"
    AND "signal_entities"."signal_id" = "old_signals"."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signals_link_entities_delete" AFTER DELETE ON "signals" REFERENCING OLD TABLE AS "old_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_unlink_deleted_signals"();--> statement-breakpoint
CREATE FUNCTION "argus_unlink_truncated_signals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "signal_entities";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signals_link_entities_truncate" AFTER TRUNCATE ON "signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_unlink_truncated_signals"();--> statement-breakpoint
-- A trigger function keeps the plans of its statements for the connection's life. Planned afresh on every call instead:
-- a plan made for the small tables of an import's first batches (or a test's) would scan the whole table at 1M rows.
ALTER FUNCTION "argus_link_signal_entities"(uuid[]) SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION "argus_link_new_signals"() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION "argus_link_updated_signals"() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION "argus_link_new_arguments"() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION "argus_link_changed_arguments"() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION "argus_unlink_truncated_arguments"() SET plan_cache_mode = force_custom_plan;--> statement-breakpoint
ALTER FUNCTION "argus_unlink_deleted_signals"() SET plan_cache_mode = force_custom_plan;
