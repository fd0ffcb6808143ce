-- ADR 0127: every entry about a user targets the user's id. Sign-in, session, password-change and preference entries
-- targeted the lower-cased username until now; those whose actor is the user they target take its id. A failed
-- login of a name that was no account's has no actor id and keeps the name it recorded.
UPDATE "audit_log" SET "target_id" = "actor_user_id"::text
WHERE "target_type" = 'user'
  AND "actor_user_id" IS NOT NULL
  AND "action" IN ('auth.login.success', 'auth.login.failure', 'auth.login.refused', 'auth.refresh', 'auth.logout', 'auth.password.change', 'settings.preferences.update')
  AND "target_id" = lower("actor_username");
