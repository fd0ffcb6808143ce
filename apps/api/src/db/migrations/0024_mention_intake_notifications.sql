-- Custom migration: drizzle-kit has no triggers. What an arriving mention is matched against (ADR 0124: the folders'
-- search terms and the names and aliases of the entities they monitor) is built once per process and kept in the
-- read caches; every change to it notifies 'intake' on argus_changes (migration 0003's function), so that every
-- instance builds it again. Customers already notify 'access', which clears it too (a folder's discovery flag).
CREATE TRIGGER "discoveries_notify_intake" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discoveries" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('intake');--> statement-breakpoint
CREATE TRIGGER "search_terms_notify_intake" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_terms" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('intake');--> statement-breakpoint
CREATE TRIGGER "target_entities_notify_intake" AFTER INSERT OR UPDATE OF "name", "aliases" OR DELETE OR TRUNCATE ON "target_entities" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('intake');--> statement-breakpoint
CREATE TRIGGER "customer_target_entities_notify_intake" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "customer_target_entities" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('intake');
