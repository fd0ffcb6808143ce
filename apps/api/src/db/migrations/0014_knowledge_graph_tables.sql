CREATE TABLE "signal_entities" (
	"signal_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"event_type" text NOT NULL,
	CONSTRAINT "signal_entities_signal_id_entity_id_pk" PRIMARY KEY("signal_id","entity_id")
);
--> statement-breakpoint
ALTER TABLE "target_entities" ADD COLUMN "start_case_name" text GENERATED ALWAYS AS (argus_start_case(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "signal_entities" ADD CONSTRAINT "signal_entities_signal_id_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_entities" ADD CONSTRAINT "signal_entities_entity_id_target_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."target_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signal_entities_customer_publish_idx" ON "signal_entities" USING btree ("customer_name","publish_date","signal_id","entity_id","event_type");--> statement-breakpoint
CREATE INDEX "signal_entities_entity_idx" ON "signal_entities" USING btree ("entity_id","customer_name","publish_date","signal_id");--> statement-breakpoint
CREATE INDEX "target_entities_start_case_name_trgm_idx" ON "target_entities" USING gin (lower("start_case_name") gin_trgm_ops);