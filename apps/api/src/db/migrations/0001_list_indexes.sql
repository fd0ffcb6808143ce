DROP INDEX "signals_customer_publish_idx";--> statement-breakpoint
DROP INDEX "mentions_customer_publish_idx";--> statement-breakpoint
DROP INDEX "audit_log_at_idx";--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_customer_at_idx" ON "audit_log" USING btree ("customer_name","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_at_idx" ON "audit_log" USING btree (lower("actor_username"),"at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_action_prefix_idx" ON "audit_log" USING btree ("action" text_pattern_ops,"at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "signals_customer_publish_idx" ON "signals" USING btree ("customer_name","publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "signals"."deleted" = false and "signals"."hidden" = false;--> statement-breakpoint
CREATE INDEX "mentions_customer_publish_idx" ON "mentions" USING btree ("customer_name","publish_date" DESC NULLS FIRST,"uuid" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);