CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_customers" (
	"user_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	CONSTRAINT "user_customers_user_id_customer_name_pk" PRIMARY KEY("user_id","customer_name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"display_name" text,
	"email" text,
	"password_hash" text NOT NULL,
	"privilege" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"new_architecture" boolean DEFAULT true NOT NULL,
	"knowledge_graph" boolean DEFAULT false NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"token_generation" integer DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'disabled', 'pending')),
	CONSTRAINT "users_privilege_check" CHECK ("users"."privilege" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"name" text PRIMARY KEY NOT NULL,
	"label" text,
	"folder_db_table" text NOT NULL,
	"monitoring" boolean DEFAULT true NOT NULL,
	"discovery" boolean DEFAULT false NOT NULL,
	"trend" boolean DEFAULT false NOT NULL,
	"branding" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_target_entities" (
	"customer_name" text NOT NULL,
	"target_entity_id" uuid NOT NULL,
	CONSTRAINT "customer_target_entities_customer_name_target_entity_id_pk" PRIMARY KEY("customer_name","target_entity_id")
);
--> statement-breakpoint
CREATE TABLE "target_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"duns_id" text,
	"entity_type" text,
	"industry" text,
	"country" text,
	"city" text,
	"latitude" double precision,
	"longitude" double precision,
	"website" text,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"name" text PRIMARY KEY NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_types" (
	"name" text PRIMARY KEY NOT NULL,
	"category" text,
	"description" text,
	"argument_names" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "highlight_templates" (
	"event_type" text PRIMARY KEY NOT NULL,
	"template" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counts" (
	"customer_name" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "document_counts_customer_name_day_pk" PRIMARY KEY("customer_name","day")
);
--> statement-breakpoint
CREATE TABLE "signal_arguments" (
	"signal_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"target_entity_id" uuid,
	CONSTRAINT "signal_arguments_signal_id_position_pk" PRIMARY KEY("signal_id","position")
);
--> statement-breakpoint
CREATE TABLE "signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_name" text NOT NULL,
	"target_entity_id" uuid,
	"target_entity_name" text NOT NULL,
	"duns_id" text,
	"event_type" text NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"media_segment" text NOT NULL,
	"reliability" smallint NOT NULL,
	"language" text NOT NULL,
	"result" text,
	"title" text,
	"sentence" text,
	"url" text,
	"source" text,
	"source_document_id" text,
	"duplicate_of_id" uuid,
	"hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" text,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_reason" text,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signals_reliability_check" CHECK ("signals"."reliability" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "discoveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_name" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_name" text NOT NULL,
	"discovery_id" uuid,
	"search_term_id" uuid,
	"publish_date" timestamp with time zone NOT NULL,
	"media_segment" text NOT NULL,
	"reliability" smallint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"sentence" text NOT NULL,
	"translated_sentence" text,
	"authors" text,
	"url" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentions_reliability_check" CHECK ("mentions"."reliability" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discovery_id" uuid NOT NULL,
	"term" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"customer_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_item_id_pk" PRIMARY KEY("user_id","item_id"),
	CONSTRAINT "favorites_item_kind_check" CHECK ("favorites"."item_kind" in ('signal', 'mention'))
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"customer_name" text,
	"event_type" text,
	"feedback" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_value_check" CHECK ("feedback"."feedback" in (1, -1)),
	CONSTRAINT "feedback_item_kind_check" CHECK ("feedback"."item_kind" in ('signal', 'mention'))
);
--> statement-breakpoint
CREATE TABLE "email_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"cron" text NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_username" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"customer_name" text,
	"address" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "reference_list_items" (
	"list" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "reference_list_items_list_key_pk" PRIMARY KEY("list","key"),
	CONSTRAINT "reference_list_items_list_check" CHECK (list in ('databases', 'languages', 'media-types', 'entity-types', 'ubermetrics', 'industries', 'destinations'))
);
--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revoked_tokens" ADD CONSTRAINT "revoked_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_customers" ADD CONSTRAINT "user_customers_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "customer_target_entities" ADD CONSTRAINT "customer_target_entities_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "customer_target_entities" ADD CONSTRAINT "customer_target_entities_target_entity_id_target_entities_id_fk" FOREIGN KEY ("target_entity_id") REFERENCES "public"."target_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_category_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("name") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "highlight_templates" ADD CONSTRAINT "highlight_templates_event_type_event_types_name_fk" FOREIGN KEY ("event_type") REFERENCES "public"."event_types"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "document_counts" ADD CONSTRAINT "document_counts_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "signal_arguments" ADD CONSTRAINT "signal_arguments_signal_id_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_arguments" ADD CONSTRAINT "signal_arguments_target_entity_id_target_entities_id_fk" FOREIGN KEY ("target_entity_id") REFERENCES "public"."target_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_target_entity_id_target_entities_id_fk" FOREIGN KEY ("target_entity_id") REFERENCES "public"."target_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_event_type_event_types_name_fk" FOREIGN KEY ("event_type") REFERENCES "public"."event_types"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discoveries" ADD CONSTRAINT "discoveries_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_discovery_id_discoveries_id_fk" FOREIGN KEY ("discovery_id") REFERENCES "public"."discoveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_search_term_id_search_terms_id_fk" FOREIGN KEY ("search_term_id") REFERENCES "public"."search_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_discovery_id_discoveries_id_fk" FOREIGN KEY ("discovery_id") REFERENCES "public"."discoveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_schedule_id_email_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."email_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_schedules" ADD CONSTRAINT "email_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_schedules" ADD CONSTRAINT "email_schedules_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_customers_customer_idx" ON "user_customers" USING btree ("customer_name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "customer_target_entities_entity_idx" ON "customer_target_entities" USING btree ("target_entity_id");--> statement-breakpoint
CREATE INDEX "target_entities_name_lower_idx" ON "target_entities" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "target_entities_duns_idx" ON "target_entities" USING btree ("duns_id");--> statement-breakpoint
CREATE INDEX "signal_arguments_entity_idx" ON "signal_arguments" USING btree ("target_entity_id") WHERE "signal_arguments"."target_entity_id" is not null;--> statement-breakpoint
CREATE INDEX "signals_customer_publish_idx" ON "signals" USING btree ("customer_name","publish_date" DESC NULLS LAST) WHERE "signals"."deleted" = false and "signals"."hidden" = false;--> statement-breakpoint
CREATE INDEX "signals_underlying_event_idx" ON "signals" USING btree ("duns_id","event_type","publish_date");--> statement-breakpoint
CREATE INDEX "signals_target_entity_idx" ON "signals" USING btree ("target_entity_id");--> statement-breakpoint
CREATE INDEX "signals_duplicate_of_idx" ON "signals" USING btree ("duplicate_of_id") WHERE "signals"."duplicate_of_id" is not null;--> statement-breakpoint
CREATE INDEX "discoveries_customer_idx" ON "discoveries" USING btree ("customer_name");--> statement-breakpoint
CREATE INDEX "mentions_customer_publish_idx" ON "mentions" USING btree ("customer_name","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "search_terms_discovery_idx" ON "search_terms" USING btree ("discovery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_user_item_key" ON "feedback" USING btree ("user_id","item_id");--> statement-breakpoint
CREATE INDEX "feedback_customer_idx" ON "feedback" USING btree ("customer_name","created_at");--> statement-breakpoint
CREATE INDEX "email_messages_schedule_idx" ON "email_messages" USING btree ("schedule_id","created_at");--> statement-breakpoint
CREATE INDEX "email_schedules_user_idx" ON "email_schedules" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_target_idx" ON "audit_log" USING btree ("action","target_id","at");