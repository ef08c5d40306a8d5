-- Who belongs to the network (issue 36). An account is 'active', 'pending' (signed up while public
-- sign-up is open, waiting for an admin: it reads nothing) or 'disabled' (refused by an admin: it
-- cannot sign in). Every existing account is active.
ALTER TABLE "users" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("status" in ('active', 'pending', 'disabled'));
--> statement-breakpoint
-- Public sign-up is closed by default: it used to be open on every install without anyone choosing
-- it, and a stranger could join any clinic. Installs where an admin turned it on keep it on.
UPDATE "settings" SET "value" = 'false'::jsonb
WHERE "key" = 'public_signup'
  AND NOT EXISTS (
    SELECT 1 FROM "audit_log"
    WHERE "kind" = 'settings.edit' AND "after"->>'publicSignup' = 'true'
  );
--> statement-breakpoint
-- Admins are told of each sign-up waiting for them.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" in ('consent-revoked', 'consent-expired', 'campaign-started', 'request-created', 'request-status', 'request-comment', 'request-answered', 'account-pending'));
