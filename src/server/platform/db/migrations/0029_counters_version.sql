-- Issue 38: a view or a download no longer moves `listed`. Every view of an asset page moved it
-- (0017), which dropped every search answer kept in memory: with a network opening pages, every
-- search was read from the database again (measured at 20k assets beside 20 people opening pages:
-- search p99 1.0-1.2 s, 91-103 ms with the same crowd not counting its views). The counters move a
-- version of their own, `counters`; a kept answer shows counts and a most-viewed order at most a few
-- seconds behind it (search-cache.ts), and the asset page reads them as they are.
ALTER TABLE library_version ADD COLUMN counters bigint NOT NULL DEFAULT 1;
--> statement-breakpoint
DROP TRIGGER assets_listed_version ON assets;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER assets_listed_version
  AFTER UPDATE ON assets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'text_vector' - 'full_vector' - 'view_count' - 'download_count')
    IS DISTINCT FROM (to_jsonb(NEW) - 'text_vector' - 'full_vector' - 'view_count' - 'download_count'))
  EXECUTE FUNCTION bump_listed_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER assets_counters_version
  AFTER UPDATE OF view_count, download_count ON assets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.view_count IS DISTINCT FROM NEW.view_count OR OLD.download_count IS DISTINCT FROM NEW.download_count)
  EXECUTE FUNCTION bump_version_named('counters');
