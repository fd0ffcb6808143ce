ALTER TABLE "email_messages" ADD COLUMN "schedule_customer_name" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "schedule_username" text;--> statement-breakpoint
-- Issue 41: a mail keeps its schedule's folder and owner, so it stays readable once the schedule is deleted. Mails of
-- schedules that still exist take them now; those of schedules deleted before today lost their link for good.
UPDATE "email_messages" AS "message"
SET "schedule_customer_name" = "schedule"."customer_name", "schedule_username" = "owner"."username"
FROM "email_schedules" AS "schedule"
JOIN "users" AS "owner" ON "owner"."id" = "schedule"."user_id"
WHERE "message"."schedule_id" = "schedule"."id";
