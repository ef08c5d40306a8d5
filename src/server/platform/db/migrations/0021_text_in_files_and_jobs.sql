-- Issue 39: the words inside the files, and the one durable queue that reads them.
-- jobs: background work on both databases. A job is claimed with FOR UPDATE SKIP LOCKED and leased
-- (locked_until): an instance that dies mid-job leaves it to be claimed again when the lease ends.
-- An open job (pending or running) of a kind with a key is unique: enqueueing it twice is one job.
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_open_key_idx" ON "jobs" USING btree ("kind", "key") WHERE "jobs"."status" in ('pending', 'running') and "jobs"."key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("kind", "run_at", "id") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_kind_status_idx" ON "jobs" USING btree ("kind", "status", "created_at");--> statement-breakpoint
-- asset_text: the text read from a file, one row per page (PDF), slide (PPTX) or the whole file
-- (images, DOCX: page 1). Text only: nothing in it is ever interpreted as markup.
CREATE TABLE "asset_text" (
	"asset_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"confidence" real,
	"vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese', f_unaccent("text"))) STORED,
	CONSTRAINT "asset_text_asset_id_page_pk" PRIMARY KEY("asset_id","page"),
	CONSTRAINT "asset_text_source_check" CHECK ("asset_text"."source" in ('ocr', 'pdf', 'docx', 'pptx', 'odt', 'odp', 'txt', 'csv', 'edited'))
);
--> statement-breakpoint
ALTER TABLE "asset_text" ADD CONSTRAINT "asset_text_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Where reading a file stands: pending (queued), done (text found), none (read, nothing legible),
-- failed (with the reason). No row: never queued (links, videos, a library before issue 39).
CREATE TABLE "asset_text_status" (
	"asset_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_text_status_check" CHECK ("asset_text_status"."status" in ('pending', 'done', 'failed', 'none'))
);
--> statement-breakpoint
ALTER TABLE "asset_text_status" ADD CONSTRAINT "asset_text_status_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_text_status_status_idx" ON "asset_text_status" USING btree ("status");--> statement-breakpoint
-- The file's words as search sees them (lexemes only, the text stays in asset_text), and a fourth
-- relevance tier over everything: title > taxonomy > description > text in the file.
ALTER TABLE "assets" ADD COLUMN "text_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "full_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('portuguese', f_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('portuguese', f_unaccent(coalesce(taxonomy_text, ''))), 'B') || setweight(to_tsvector('portuguese', f_unaccent(coalesce(description, ''))), 'C') || setweight(coalesce(text_vector, ''::tsvector), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "assets_full_vector_idx" ON "assets" USING gin ("full_vector") WHERE "assets"."type" <> 'video';--> statement-breakpoint
CREATE CONSTRAINT TRIGGER assets_text_library_version
  AFTER UPDATE OF text_vector ON assets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_library_version();
--> statement-breakpoint
-- Snippets mark the words found in the text as written (accents kept): a configuration that folds
-- accents before stemming, as the search's f_unaccent does.
CREATE TEXT SEARCH CONFIGURATION portuguese_unaccent (COPY = portuguese);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION portuguese_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
