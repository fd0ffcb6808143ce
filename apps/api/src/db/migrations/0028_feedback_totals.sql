CREATE TABLE "feedback_month_totals" (
	"month" date NOT NULL,
	"customer_name" text,
	"event_type" text,
	"item_kind" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feedback_month_totals_key" UNIQUE NULLS NOT DISTINCT("month","customer_name","event_type","item_kind")
);
--> statement-breakpoint
CREATE TABLE "feedback_user_customer_totals" (
	"user_id" uuid NOT NULL,
	"customer_name" text,
	"item_kind" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feedback_user_customer_totals_key" UNIQUE NULLS NOT DISTINCT("user_id","customer_name","item_kind")
);
--> statement-breakpoint
CREATE TABLE "feedback_user_month_totals" (
	"month" date NOT NULL,
	"user_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feedback_user_month_totals_key" UNIQUE("month","user_id","item_kind")
);
--> statement-breakpoint
-- Custom SQL (ADR 0131): drizzle-kit has no triggers. The report's totals add up every filtered feedback row; these
-- tables hold them summed per UTC month and grouping, kept by one statement trigger per write on `feedback` (a
-- statement's rows summed set-wise: an import of 200,000 rows is one upsert per table). An update moves a row's count
-- from its old keys to its new ones (a changed like, a renamed customer's cascade).
CREATE FUNCTION "argus_count_feedback"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The statement's rows, each counted +1 (new) or -1 (old). Transition tables exist only for their own event.
  "changes" text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS "sign" FROM "new_feedback"'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS "sign" FROM "old_feedback"'
    ELSE 'SELECT *, 1 AS "sign" FROM "new_feedback" UNION ALL SELECT *, -1 AS "sign" FROM "old_feedback"'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "feedback_month_totals" AS "totals" ("month", "customer_name", "event_type", "item_kind", "likes", "dislikes")
    SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, "customer_name", "event_type", "item_kind",
      coalesce(sum("sign") FILTER (WHERE "feedback" = 1), 0), coalesce(sum("sign") FILTER (WHERE "feedback" = -1), 0)
    FROM (%s) AS "changes" GROUP BY 1, 2, 3, 4
    ON CONFLICT ("month", "customer_name", "event_type", "item_kind") DO UPDATE
    SET "likes" = "totals"."likes" + excluded."likes", "dislikes" = "totals"."dislikes" + excluded."dislikes"
  $sql$, "changes");
  EXECUTE format($sql$
    INSERT INTO "feedback_user_month_totals" AS "totals" ("month", "user_id", "item_kind", "likes", "dislikes")
    SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, "user_id", "item_kind",
      coalesce(sum("sign") FILTER (WHERE "feedback" = 1), 0), coalesce(sum("sign") FILTER (WHERE "feedback" = -1), 0)
    FROM (%s) AS "changes" GROUP BY 1, 2, 3
    ON CONFLICT ("month", "user_id", "item_kind") DO UPDATE
    SET "likes" = "totals"."likes" + excluded."likes", "dislikes" = "totals"."dislikes" + excluded."dislikes"
  $sql$, "changes");
  EXECUTE format($sql$
    INSERT INTO "feedback_user_customer_totals" AS "totals" ("user_id", "customer_name", "item_kind", "likes", "dislikes")
    SELECT "user_id", "customer_name", "item_kind",
      coalesce(sum("sign") FILTER (WHERE "feedback" = 1), 0), coalesce(sum("sign") FILTER (WHERE "feedback" = -1), 0)
    FROM (%s) AS "changes" GROUP BY 1, 2, 3
    ON CONFLICT ("user_id", "customer_name", "item_kind") DO UPDATE
    SET "likes" = "totals"."likes" + excluded."likes", "dislikes" = "totals"."dislikes" + excluded."dislikes"
  $sql$, "changes");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "feedback_totals_insert" AFTER INSERT ON "feedback" REFERENCING NEW TABLE AS "new_feedback" FOR EACH STATEMENT EXECUTE FUNCTION "argus_count_feedback"();--> statement-breakpoint
CREATE TRIGGER "feedback_totals_update" AFTER UPDATE ON "feedback" REFERENCING OLD TABLE AS "old_feedback" NEW TABLE AS "new_feedback" FOR EACH STATEMENT EXECUTE FUNCTION "argus_count_feedback"();--> statement-breakpoint
CREATE TRIGGER "feedback_totals_delete" AFTER DELETE ON "feedback" REFERENCING OLD TABLE AS "old_feedback" FOR EACH STATEMENT EXECUTE FUNCTION "argus_count_feedback"();--> statement-breakpoint
CREATE FUNCTION "argus_clear_feedback_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "feedback_month_totals", "feedback_user_month_totals", "feedback_user_customer_totals";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "feedback_totals_truncate" AFTER TRUNCATE ON "feedback" FOR EACH STATEMENT EXECUTE FUNCTION "argus_clear_feedback_totals"();--> statement-breakpoint
-- The feedback given so far.
INSERT INTO "feedback_month_totals" ("month", "customer_name", "event_type", "item_kind", "likes", "dislikes")
SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, "customer_name", "event_type", "item_kind",
  count(*) FILTER (WHERE "feedback" = 1), count(*) FILTER (WHERE "feedback" = -1)
FROM "feedback" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "feedback_user_month_totals" ("month", "user_id", "item_kind", "likes", "dislikes")
SELECT date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, "user_id", "item_kind",
  count(*) FILTER (WHERE "feedback" = 1), count(*) FILTER (WHERE "feedback" = -1)
FROM "feedback" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "feedback_user_customer_totals" ("user_id", "customer_name", "item_kind", "likes", "dislikes")
SELECT "user_id", "customer_name", "item_kind", count(*) FILTER (WHERE "feedback" = 1), count(*) FILTER (WHERE "feedback" = -1)
FROM "feedback" GROUP BY 1, 2, 3;
