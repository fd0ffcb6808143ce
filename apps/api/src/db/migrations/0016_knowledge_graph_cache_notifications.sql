-- Custom migration: drizzle-kit has no triggers. The knowledge graph's cached windows (plugins/read-caches.ts, ADR
-- 0099) hold entity names, industries and countries and which entities a folder monitors: a change to target_entities
-- or customer_target_entities notifies the "signals" area as a signal change does (migration 0003's function).
CREATE TRIGGER "target_entities_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "target_entities" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('signals');--> statement-breakpoint
CREATE TRIGGER "customer_target_entities_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_target_entities" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('signals');
