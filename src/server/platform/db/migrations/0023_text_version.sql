-- Issue 39: the words read in files move a version of their own. Every batch of them moved `counted`
-- and `listed` (0017), which dropped every kept search answer and count, those of searches without
-- words too, which the words of a file cannot change; a library being read was searched from a cold
-- cache every few seconds. `texts` moves when a file's words in search change (assets.text_vector):
-- answers and counts of a search with words are kept under it besides `counted`/`listed`, the others
-- are not (search-versions.ts).
ALTER TABLE library_version ADD COLUMN texts bigint NOT NULL DEFAULT 1;
--> statement-breakpoint
-- Moves the version named by the trigger's argument once per transaction, at its commit (0017).
CREATE FUNCTION bump_version_named() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved constant text := 'bdi.' || TG_ARGV[0] || '_moved';
BEGIN
  IF current_setting(moved, true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config(moved, txid_current()::text, true);
    EXECUTE format('UPDATE library_version SET %1$I = %1$I + 1', TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER assets_text_library_version ON assets;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER assets_text_version
  AFTER UPDATE OF text_vector ON assets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_version_named('texts');
--> statement-breakpoint
-- An update that changed only the file's words (and the generated vector that holds them) is not a
-- change to what a list shows: it moves `texts` alone.
DROP TRIGGER assets_listed_version ON assets;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER assets_listed_version
  AFTER UPDATE ON assets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'text_vector' - 'full_vector') IS DISTINCT FROM (to_jsonb(NEW) - 'text_vector' - 'full_vector'))
  EXECUTE FUNCTION bump_listed_version();
