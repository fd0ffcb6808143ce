-- Custom migration: drizzle-kit has no triggers. The knowledge graph's links (ADR 0099): signal_entities holds each
-- visible signal (neither deleted nor hidden) once with its subject and once with each other entity its arguments
-- name, with the signal's customer, publish date and event type. Triggers keep it equal to that, whatever writes
-- (the API, the CLI importer, a cascade, psql); statement-level with transition tables, so that a 5,000-row import
-- batch costs one insert per table, not 5,000.

-- Recomputes the links of some signals from their current rows: for the rare writes (edits, hiding, deleting an
-- argument) where working out the difference would be longer than starting again.
CREATE FUNCTION "argus_link_signal_entities"("signal_ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "signal_entities" WHERE "signal_id" = ANY("signal_ids");
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

-- A new signal's arguments come in a later statement (they reference it): here only its subject.
CREATE FUNCTION "argus_link_new_signals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "signal_entities" ("signal_id", "entity_id", "customer_name", "publish_date", "event_type")
  SELECT "id", "target_entity_id", "customer_name", "publish_date", "event_type" FROM "new_signals"
  WHERE "target_entity_id" IS NOT NULL AND "deleted" = false AND "hidden" = false;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signals_link_entities_insert" AFTER INSERT ON "signals" REFERENCING NEW TABLE AS "new_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_link_new_signals"();--> statement-breakpoint

-- Only the signals whose linked columns changed are linked again: a review's result or a title edit changes nothing.
-- (A trigger with transition tables cannot name its columns with UPDATE OF, so the rows are compared here.)
CREATE FUNCTION "argus_link_updated_signals"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    PERFORM "argus_link_signal_entities"("changed");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signals_link_entities_update" AFTER UPDATE ON "signals" REFERENCING OLD TABLE AS "old_signals" NEW TABLE AS "new_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_link_updated_signals"();--> statement-breakpoint

-- New arguments add the entities they name (an entity named twice, or the subject named again, stays one link).
CREATE FUNCTION "argus_link_new_arguments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "signal_entities" ("signal_id", "entity_id", "customer_name", "publish_date", "event_type")
  SELECT DISTINCT "signals"."id", "new_arguments"."target_entity_id", "signals"."customer_name", "signals"."publish_date", "signals"."event_type"
  FROM "new_arguments" JOIN "signals" ON "signals"."id" = "new_arguments"."signal_id"
  WHERE "new_arguments"."target_entity_id" IS NOT NULL AND "signals"."deleted" = false AND "signals"."hidden" = false
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signal_arguments_link_entities_insert" AFTER INSERT ON "signal_arguments" REFERENCING NEW TABLE AS "new_arguments" FOR EACH STATEMENT EXECUTE FUNCTION "argus_link_new_arguments"();--> statement-breakpoint

-- A changed or removed argument may have been the only one naming an entity: its signals are linked again.
CREATE FUNCTION "argus_link_changed_arguments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" uuid[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT "signal_id") INTO "changed"
    FROM (SELECT "signal_id" FROM "old_arguments" UNION ALL SELECT "signal_id" FROM "new_arguments") AS "touched";
  ELSE
    SELECT array_agg(DISTINCT "signal_id") INTO "changed" FROM "old_arguments";
  END IF;
  IF "changed" IS NOT NULL THEN
    PERFORM "argus_link_signal_entities"("changed");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signal_arguments_link_entities_update" AFTER UPDATE ON "signal_arguments" REFERENCING OLD TABLE AS "old_arguments" NEW TABLE AS "new_arguments" FOR EACH STATEMENT EXECUTE FUNCTION "argus_link_changed_arguments"();--> statement-breakpoint
CREATE TRIGGER "signal_arguments_link_entities_delete" AFTER DELETE ON "signal_arguments" REFERENCING OLD TABLE AS "old_arguments" FOR EACH STATEMENT EXECUTE FUNCTION "argus_link_changed_arguments"();--> statement-breakpoint

-- Without arguments, a signal keeps only its subject.
CREATE FUNCTION "argus_unlink_truncated_arguments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "signal_entities" USING "signals"
  WHERE "signals"."id" = "signal_entities"."signal_id"
    AND "signal_entities"."entity_id" IS DISTINCT FROM "signals"."target_entity_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signal_arguments_link_entities_truncate" AFTER TRUNCATE ON "signal_arguments" FOR EACH STATEMENT EXECUTE FUNCTION "argus_unlink_truncated_arguments"();--> statement-breakpoint

-- The signals already there.
INSERT INTO "signal_entities" ("signal_id", "entity_id", "customer_name", "publish_date", "event_type")
SELECT DISTINCT "signals"."id", "named"."entity_id", "signals"."customer_name", "signals"."publish_date", "signals"."event_type"
FROM "signals"
CROSS JOIN LATERAL (
  SELECT "signals"."target_entity_id" AS "entity_id"
  UNION ALL
  SELECT "signal_arguments"."target_entity_id" FROM "signal_arguments" WHERE "signal_arguments"."signal_id" = "signals"."id"
) AS "named"
WHERE "named"."entity_id" IS NOT NULL AND "signals"."deleted" = false AND "signals"."hidden" = false;--> statement-breakpoint

-- The graph's flag (users.knowledge_graph) is read with the token holder (plugins/read-caches.ts): a change to it
-- must reach every process's cache like a change of privilege or status (migration 0003).
DROP TRIGGER "users_notify_change" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OF "username", "privilege", "status", "token_generation", "knowledge_graph" OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('access');
