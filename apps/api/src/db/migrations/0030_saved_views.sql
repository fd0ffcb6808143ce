CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"criteria" text NOT NULL,
	"alert" boolean DEFAULT false NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_kind_check" CHECK ("saved_views"."kind" in ('signals', 'mentions'))
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_user_name_key" ON "saved_views" USING btree ("user_id","customer_name","kind",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_views_customer_shared_idx" ON "saved_views" USING btree ("customer_name") WHERE "saved_views"."shared";