DROP INDEX "target_entities_duns_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_name_lower_key" ON "customers" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "target_entities_duns_id_key" ON "target_entities" USING btree ("duns_id");