ALTER TABLE "signal_entities" DROP CONSTRAINT "signal_entities_signal_id_signals_id_fk";
--> statement-breakpoint
ALTER TABLE "signal_entities" DROP CONSTRAINT "signal_entities_entity_id_target_entities_id_fk";
--> statement-breakpoint
DROP INDEX "signal_entities_customer_publish_idx";--> statement-breakpoint
DROP INDEX "signal_entities_entity_idx";--> statement-breakpoint
ALTER TABLE "signal_entities" DROP CONSTRAINT "signal_entities_signal_id_entity_id_pk";--> statement-breakpoint
CREATE UNIQUE INDEX "signal_entities_customer_publish_key" ON "signal_entities" USING btree ("customer_name","publish_date","signal_id","entity_id","event_type");--> statement-breakpoint
CREATE INDEX "signal_entities_entity_customer_idx" ON "signal_entities" USING btree ("entity_id","customer_name");