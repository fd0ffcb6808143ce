CREATE TABLE "source_customers" (
	"source_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	CONSTRAINT "source_customers_source_id_customer_name_pk" PRIMARY KEY("source_id","customer_name")
);
--> statement-breakpoint
CREATE TABLE "source_fetches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_id" uuid NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"http_status" smallint,
	"new_items" integer DEFAULT 0 NOT NULL,
	"updated_items" integer DEFAULT 0 NOT NULL,
	"seen_items" integer DEFAULT 0 NOT NULL,
	"skipped_items" integer DEFAULT 0 NOT NULL,
	"error" text,
	"duration_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_items" (
	"source_id" uuid NOT NULL,
	"item_key" text NOT NULL,
	"content_hash" text NOT NULL,
	"mention_uuids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_items_source_id_item_key_pk" PRIMARY KEY("source_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"interval_minutes" integer DEFAULT 15 NOT NULL,
	"media_segment" text NOT NULL,
	"reliability" smallint NOT NULL,
	"language" text DEFAULT 'detect' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"etag" text,
	"last_modified" text,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"leased_by" text,
	"last_fetched_at" timestamp with time zone,
	"last_http_status" smallint,
	"last_error" text,
	"failures_in_a_row" integer DEFAULT 0 NOT NULL,
	"last_new_items" integer,
	"last_seen_items" integer
);
--> statement-breakpoint
CREATE TABLE "api_key_customers" (
	"api_key_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	CONSTRAINT "api_key_customers_api_key_id_customer_name_pk" PRIMARY KEY("api_key_id","customer_name")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ingested_items" (
	"api_key_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"content_hash" text NOT NULL,
	"row_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingested_items_api_key_id_kind_external_id_pk" PRIMARY KEY("api_key_id","kind","external_id")
);
--> statement-breakpoint
ALTER TABLE "mentions" ADD COLUMN "companies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "source_customers" ADD CONSTRAINT "source_customers_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_customers" ADD CONSTRAINT "source_customers_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "source_fetches" ADD CONSTRAINT "source_fetches_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_items" ADD CONSTRAINT "source_items_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_customers" ADD CONSTRAINT "api_key_customers_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_customers" ADD CONSTRAINT "api_key_customers_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "ingested_items" ADD CONSTRAINT "ingested_items_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_customers_customer_idx" ON "source_customers" USING btree ("customer_name");--> statement-breakpoint
CREATE INDEX "source_fetches_source_idx" ON "source_fetches" USING btree ("source_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sources_due_idx" ON "sources" USING btree ("next_fetch_at") WHERE not "sources"."paused";--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_key" ON "api_keys" USING btree ("key_hash");