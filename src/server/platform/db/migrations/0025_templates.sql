-- Issue 40: personalized pieces. A template is an image asset plus a versioned definition (fields in
-- fractions of the piece, the formats it offers). Editing adds a version; pieces already made keep
-- theirs (their cache keys and the audit log name the version). Deleting marks every version.
CREATE TABLE "asset_templates" (
	"asset_id" uuid NOT NULL REFERENCES "assets"("id") ON DELETE CASCADE,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "asset_templates_pkey" PRIMARY KEY ("asset_id", "version")
);
--> statement-breakpoint
-- A job's progress (0..1) and what it made (a pieces batch: its ZIPs and the units it skipped),
-- written by its handler while it runs and read by GET /api/jobs/:id.
ALTER TABLE "jobs" ADD COLUMN "progress" real DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "result" jsonb;
