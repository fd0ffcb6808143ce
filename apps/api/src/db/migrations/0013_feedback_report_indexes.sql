DROP INDEX "feedback_customer_idx";--> statement-breakpoint
CREATE INDEX "feedback_customer_created_idx" ON "feedback" USING btree ("customer_name","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_user_created_idx" ON "feedback" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "feedback_event_type_created_idx" ON "feedback" USING btree ("event_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);