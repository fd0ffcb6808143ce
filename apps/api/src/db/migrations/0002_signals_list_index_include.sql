-- Custom migration: drizzle-kit cannot express INCLUDE. The list index carries the columns the Overview groups and
-- filters by (event type, language, reliability, media segment), so that "top event types for a filter" over a
-- customer's window is an index-only scan instead of a heap visit per signal (1M signals: 43.7 ms p95 before).
DROP INDEX "signals_customer_publish_idx";--> statement-breakpoint
CREATE INDEX "signals_customer_publish_idx" ON "signals" USING btree ("customer_name","publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("event_type","language","reliability","media_segment") WHERE "signals"."deleted" = false and "signals"."hidden" = false;
