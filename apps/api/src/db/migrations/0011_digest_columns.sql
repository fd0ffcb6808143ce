ALTER TABLE "signals" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "email_schedules" ADD COLUMN "send_when_empty" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;