-- Custom migration: drizzle-kit has no extensions or functions. The target-entity search ("contains", any letter
-- case, over name, D-U-N-S number and aliases) becomes a trigram index lookup instead of a scan of every entity.
-- pg_trgm ships with PostgreSQL (a trusted extension: the database owner may create it) and with PGlite
-- (@electric-sql/pglite/contrib/pg_trgm, loaded by db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The one text searched: the fields joined by the unit separator (chr 31), which the search pattern never contains,
-- so a match never spans two fields. Immutable, so that it can be indexed: it reads only its arguments.
CREATE FUNCTION "argus_entity_search_text"(name text, duns_id text, aliases text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(name) || chr(31) || coalesce(duns_id, '') || chr(31) || lower(array_to_string(aliases, chr(31)))
$$;--> statement-breakpoint
CREATE INDEX "target_entities_search_trgm_idx" ON "target_entities" USING gin ("argus_entity_search_text"("name", "duns_id", "aliases") gin_trgm_ops);
