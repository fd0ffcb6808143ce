CREATE TABLE "relevance_models" (
	"user_id" uuid NOT NULL,
	"customer_name" text NOT NULL,
	"item_kind" text NOT NULL,
	"model" jsonb NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relevance_models_user_id_customer_name_item_kind_pk" PRIMARY KEY("user_id","customer_name","item_kind"),
	CONSTRAINT "relevance_models_item_kind_check" CHECK ("relevance_models"."item_kind" in ('signal', 'mention'))
);
--> statement-breakpoint
ALTER TABLE "relevance_models" ADD CONSTRAINT "relevance_models_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relevance_models" ADD CONSTRAINT "relevance_models_customer_name_customers_name_fk" FOREIGN KEY ("customer_name") REFERENCES "public"."customers"("name") ON DELETE cascade ON UPDATE cascade;