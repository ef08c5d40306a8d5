-- Issue 39: the words read in files move a version of their own. Every batch of them moved `counted`
-- and `listed` (0017), which dropped every kept search answer and count, those of searches without
-- words too, which the words of a file cannot change; a library being read was searched from a cold
-- cache every few seconds. `texts` moves when a file's words in search change (assets.text_vector):
-- answers and counts of a search with words are kept under it besides `counted`/`listed`, the others
-- are not (search-cache.ts).
ALTER TABLE library_version ADD COLUMN texts bigint NOT NULL DEFAULT 1;
--> statement-breakpoint
CREATE FUNCTION bump_text_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bdi.texts_moved', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('bdi.texts_moved', txid_current()::text, true);
    UPDATE library_version SET texts = texts + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER assets_text_library_version ON assets;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER assets_text_version
  AFTER UPDATE OF text_vector ON assets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_text_version();
--> statement-breakpoint
-- An update of an asset that changed only its file's words (and the generated vector that holds
-- them) is not a change to what a list shows: it moves `texts` alone.
CREATE OR REPLACE FUNCTION bump_listed_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bdi.listed_moved', true) IS DISTINCT FROM txid_current()::text THEN
    IF TG_TABLE_NAME = 'assets' AND TG_OP = 'UPDATE'
      AND (to_jsonb(OLD) - 'text_vector' - 'full_vector') = (to_jsonb(NEW) - 'text_vector' - 'full_vector') THEN
      RETURN NULL;
    END IF;
    PERFORM set_config('bdi.listed_moved', txid_current()::text, true);
    UPDATE library_version SET listed = listed + 1;
  END IF;
  RETURN NULL;
END
$$;
