ALTER TABLE "signal_imports" ADD COLUMN "partition_number" integer;--> statement-breakpoint
-- Custom migration (ADR 0168): drizzle-kit has no partitions. `signals`, `signal_arguments` and `signal_entities`
-- become tables partitioned by the signal id's range, each with the rows held so far as its partition "_live", which
-- takes every id below ffffffff-0000-…: every id the product makes (UUID v7 until the year 10889, and random v4 ids
-- but for one in 2^32). `argus import signals` takes the range ffffffff-NNNN-… of its number N (1-65535), loads its
-- file into tables of its own without keys or indexes, indexes them, and attaches them as one partition each: an
-- import at the speed of COPY into an empty table, where the live tables' indexes, keys and triggers cost each row.
-- The id stays the whole primary key, so every lookup by id reads one partition and every key that refers to a
-- signal stays as it was. The live tables keep their indexes (attached to the parents' by definition, not rebuilt),
-- their keys and their checks; their triggers move to the parents, where statements on the parents fire them.
CREATE SEQUENCE "signal_import_partition_numbers" AS integer MINVALUE 1 MAXVALUE 65535 NO CYCLE;--> statement-breakpoint

-- The signals: the live table keeps its rows and its indexes under new names; the parent takes the old ones.
DROP TRIGGER "signals_count_days_delete" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_count_days_insert" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_count_days_truncate" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_count_days_update" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_link_entities_delete" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_link_entities_insert" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_link_entities_truncate" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_link_entities_update" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_notify_change" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_notify_rows_delete" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_notify_rows_insert" ON "signals";--> statement-breakpoint
DROP TRIGGER "signals_notify_rows_update" ON "signals";--> statement-breakpoint
DROP TRIGGER "signal_arguments_link_entities_delete" ON "signal_arguments";--> statement-breakpoint
DROP TRIGGER "signal_arguments_link_entities_insert" ON "signal_arguments";--> statement-breakpoint
DROP TRIGGER "signal_arguments_link_entities_truncate" ON "signal_arguments";--> statement-breakpoint
DROP TRIGGER "signal_arguments_link_entities_update" ON "signal_arguments";--> statement-breakpoint
DROP TRIGGER "signal_arguments_notify_change" ON "signal_arguments";--> statement-breakpoint
ALTER TABLE "signal_arguments" DROP CONSTRAINT "signal_arguments_signal_id_signals_id_fk";--> statement-breakpoint

ALTER TABLE "signals" RENAME TO "signals_live";--> statement-breakpoint
ALTER INDEX "signals_pkey" RENAME TO "signals_live_pkey";--> statement-breakpoint
ALTER INDEX "signals_customer_created_idx" RENAME TO "signals_live_customer_created_idx";--> statement-breakpoint
ALTER INDEX "signals_customer_publish_count_idx" RENAME TO "signals_live_customer_publish_count_idx";--> statement-breakpoint
ALTER INDEX "signals_customer_publish_idx" RENAME TO "signals_live_customer_publish_idx";--> statement-breakpoint
ALTER INDEX "signals_duplicate_of_idx" RENAME TO "signals_live_duplicate_of_idx";--> statement-breakpoint
ALTER INDEX "signals_target_entity_idx" RENAME TO "signals_live_target_entity_idx";--> statement-breakpoint
ALTER INDEX "signals_underlying_event_idx" RENAME TO "signals_live_underlying_event_idx";--> statement-breakpoint
CREATE TABLE "signals" (LIKE "signals_live" INCLUDING DEFAULTS INCLUDING GENERATED INCLUDING CONSTRAINTS)
  PARTITION BY RANGE ("id");--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_pkey" PRIMARY KEY ("id");--> statement-breakpoint
CREATE INDEX "signals_customer_created_idx" ON "signals" USING btree ("customer_name","created_at" DESC NULLS FIRST) WHERE "deleted" = false and "hidden" = false;--> statement-breakpoint
CREATE INDEX "signals_customer_publish_count_idx" ON "signals" USING btree ("customer_name","publish_date") WHERE "deleted" = false and "hidden" = false;--> statement-breakpoint
CREATE INDEX "signals_customer_publish_idx" ON "signals" USING btree ("customer_name","publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("event_type", "language", "reliability", "media_segment", "result", "company_name") WHERE "deleted" = false and "hidden" = false;--> statement-breakpoint
CREATE INDEX "signals_duplicate_of_idx" ON "signals" USING btree ("duplicate_of_id") WHERE "duplicate_of_id" is not null;--> statement-breakpoint
CREATE INDEX "signals_target_entity_idx" ON "signals" USING btree ("target_entity_id");--> statement-breakpoint
CREATE INDEX "signals_underlying_event_idx" ON "signals" USING btree ("duns_id","event_type","publish_date");--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_event_type_event_types_name_fk" FOREIGN KEY ("event_type") REFERENCES "public"."event_types"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_target_entity_id_target_entities_id_fk" FOREIGN KEY ("target_entity_id") REFERENCES "public"."target_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Attaching matches the live table's indexes and keys to the parent's by their definitions; the range is checked
-- by one scan of the live table.
ALTER TABLE "signals" ATTACH PARTITION "signals_live" FOR VALUES FROM (MINVALUE) TO ('ffffffff-0000-0000-0000-000000000000');--> statement-breakpoint

-- Their arguments, partitioned by the same ranges of their signal's id.
ALTER TABLE "signal_arguments" RENAME TO "signal_arguments_live";--> statement-breakpoint
ALTER INDEX "signal_arguments_signal_id_position_pk" RENAME TO "signal_arguments_live_signal_id_position_pk";--> statement-breakpoint
ALTER INDEX "signal_arguments_entity_idx" RENAME TO "signal_arguments_live_entity_idx";--> statement-breakpoint
CREATE TABLE "signal_arguments" (LIKE "signal_arguments_live" INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
  PARTITION BY RANGE ("signal_id");--> statement-breakpoint
ALTER TABLE "signal_arguments" ADD CONSTRAINT "signal_arguments_signal_id_position_pk" PRIMARY KEY ("signal_id","position");--> statement-breakpoint
CREATE INDEX "signal_arguments_entity_idx" ON "signal_arguments" USING btree ("target_entity_id") WHERE "target_entity_id" is not null;--> statement-breakpoint
ALTER TABLE "signal_arguments" ADD CONSTRAINT "signal_arguments_target_entity_id_target_entities_id_fk" FOREIGN KEY ("target_entity_id") REFERENCES "public"."target_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_arguments" ATTACH PARTITION "signal_arguments_live" FOR VALUES FROM (MINVALUE) TO ('ffffffff-0000-0000-0000-000000000000');--> statement-breakpoint
-- Checked once here, against the parent (one join of the two live tables).
ALTER TABLE "signal_arguments" ADD CONSTRAINT "signal_arguments_signal_id_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- The knowledge graph's links, by the same ranges: an import's links are built beside its signals and attached.
ALTER TABLE "signal_entities" RENAME TO "signal_entities_live";--> statement-breakpoint
ALTER INDEX "signal_entities_customer_publish_key" RENAME TO "signal_entities_live_customer_publish_key";--> statement-breakpoint
ALTER INDEX "signal_entities_entity_customer_idx" RENAME TO "signal_entities_live_entity_customer_idx";--> statement-breakpoint
CREATE TABLE "signal_entities" (LIKE "signal_entities_live" INCLUDING DEFAULTS INCLUDING CONSTRAINTS)
  PARTITION BY RANGE ("signal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signal_entities_customer_publish_key" ON "signal_entities" USING btree ("customer_name","publish_date","signal_id","entity_id","event_type");--> statement-breakpoint
CREATE INDEX "signal_entities_entity_customer_idx" ON "signal_entities" USING btree ("entity_id","customer_name");--> statement-breakpoint
ALTER TABLE "signal_entities" ATTACH PARTITION "signal_entities_live" FOR VALUES FROM (MINVALUE) TO ('ffffffff-0000-0000-0000-000000000000');--> statement-breakpoint

-- The triggers, as migrations 0003, 0015, 0018, 0022 and 0035 made them, on the parents: a statement on `signals`
-- fires them once, whichever partitions its rows are in. An attached import fires none; the importer does their
-- work set-wise (its links, its day counts, one change notification).
CREATE TRIGGER "signals_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('signals');--> statement-breakpoint
CREATE TRIGGER "signal_arguments_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "signal_arguments" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_change"('signals');--> statement-breakpoint
CREATE TRIGGER "signals_notify_rows_insert" AFTER INSERT ON "signals" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_changed_rows"('argus_signal_rows', 'id');--> statement-breakpoint
CREATE TRIGGER "signals_notify_rows_update" AFTER UPDATE ON "signals" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_changed_rows"('argus_signal_rows', 'id');--> statement-breakpoint
CREATE TRIGGER "signals_notify_rows_delete" AFTER DELETE ON "signals" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "argus_notify_changed_rows"('argus_signal_rows', 'id');--> statement-breakpoint
CREATE TRIGGER "signals_link_entities_insert" AFTER INSERT ON "signals" REFERENCING NEW TABLE AS "new_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_link_new_signals"();--> statement-breakpoint
CREATE TRIGGER "signals_link_entities_update" AFTER UPDATE ON "signals" REFERENCING OLD TABLE AS "old_signals" NEW TABLE AS "new_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_link_updated_signals"();--> statement-breakpoint
CREATE TRIGGER "signals_link_entities_delete" AFTER DELETE ON "signals" REFERENCING OLD TABLE AS "old_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_unlink_deleted_signals"();--> statement-breakpoint
CREATE TRIGGER "signals_link_entities_truncate" AFTER TRUNCATE ON "signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_unlink_truncated_signals"();--> statement-breakpoint
CREATE TRIGGER "signal_arguments_link_entities_insert" AFTER INSERT ON "signal_arguments" REFERENCING NEW TABLE AS "new_arguments" FOR EACH STATEMENT EXECUTE FUNCTION "argus_link_new_arguments"();--> statement-breakpoint
CREATE TRIGGER "signal_arguments_link_entities_update" AFTER UPDATE ON "signal_arguments" REFERENCING OLD TABLE AS "old_arguments" NEW TABLE AS "new_arguments" FOR EACH STATEMENT EXECUTE FUNCTION "argus_link_changed_arguments"();--> statement-breakpoint
CREATE TRIGGER "signal_arguments_link_entities_delete" AFTER DELETE ON "signal_arguments" REFERENCING OLD TABLE AS "old_arguments" FOR EACH STATEMENT EXECUTE FUNCTION "argus_link_changed_arguments"();--> statement-breakpoint
CREATE TRIGGER "signal_arguments_link_entities_truncate" AFTER TRUNCATE ON "signal_arguments" FOR EACH STATEMENT EXECUTE FUNCTION "argus_unlink_truncated_arguments"();--> statement-breakpoint
CREATE TRIGGER "signals_count_days_insert" AFTER INSERT ON "signals" REFERENCING NEW TABLE AS "new_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_count_signal_days"();--> statement-breakpoint
CREATE TRIGGER "signals_count_days_update" AFTER UPDATE ON "signals" REFERENCING OLD TABLE AS "old_signals" NEW TABLE AS "new_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_count_signal_days"();--> statement-breakpoint
CREATE TRIGGER "signals_count_days_delete" AFTER DELETE ON "signals" REFERENCING OLD TABLE AS "old_signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_count_signal_days"();--> statement-breakpoint
CREATE TRIGGER "signals_count_days_truncate" AFTER TRUNCATE ON "signals" FOR EACH STATEMENT EXECUTE FUNCTION "argus_clear_signal_day_counts"();
