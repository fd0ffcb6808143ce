CREATE TABLE "relevance_opens" (
	"user_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relevance_opens_user_id_customer_name_item_kind_item_id_pk" PRIMARY KEY("user_id","customer_name","item_kind","item_id"),
	CONSTRAINT "relevance_opens_item_kind_check" CHECK ("relevance_opens"."item_kind" in ('signal', 'mention'))
);
--> statement-breakpoint
ALTER TABLE "relevance_opens" ADD CONSTRAINT "relevance_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relevance_opens" ADD CONSTRAINT "relevance_opens_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "relevance_opens_newest_idx" ON "relevance_opens" USING btree ("user_id","customer_name","item_kind","opened_at" DESC NULLS LAST);