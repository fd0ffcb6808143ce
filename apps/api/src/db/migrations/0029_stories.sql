ALTER TABLE "customers" ADD COLUMN "group_stories" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Every mention there is now is a story of one (a null story id: its own, ADR 0134). Its bands stay empty, so that no
-- new copy joins it; the placement signs what arrives from now on. No column is backfilled: the table is not rewritten.
ALTER TABLE "mentions" ADD COLUMN "story_id" uuid;--> statement-breakpoint
ALTER TABLE "mentions" ADD COLUMN "story_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentions" ADD COLUMN "story_bands" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "mentions_customer_story_idx" ON "mentions" USING btree ("customer_name","story_id");--> statement-breakpoint
CREATE INDEX "mentions_story_bands_idx" ON "mentions" USING gin ("story_bands");--> statement-breakpoint
-- Custom SQL: drizzle-kit has no triggers. A story keeps its size while copies remain: a statement trigger takes the
-- deleted copies off the sizes of the copies left (one update per statement, however many rows a cascade deletes).
CREATE FUNCTION "argus_shrink_stories"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "mentions" AS "copy"
  SET "story_size" = greatest(1, "copy"."story_size" - "gone"."copies")
  FROM (
    SELECT "customer_name", "story_id", count(*)::integer AS "copies" FROM "removed_rows" GROUP BY 1, 2
  ) AS "gone"
  WHERE "copy"."customer_name" = "gone"."customer_name" AND "copy"."story_id" = "gone"."story_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "mentions_shrink_stories" AFTER DELETE ON "mentions" REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "argus_shrink_stories"();
