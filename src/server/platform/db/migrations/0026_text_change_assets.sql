-- Issue 39: which assets each move of `texts` changed (0024 names the words), and whether each had no
-- words of its file in search before. A batch of files read for the first time only adds matches in
-- the last relevance tier (the file's words): the kept answer of a search it touched is then patched
-- with those assets alone (search-cache.ts) instead of being read and counted again.
CREATE TABLE text_change_assets (
  texts bigint NOT NULL,
  asset_id uuid NOT NULL,
  grew boolean NOT NULL,
  PRIMARY KEY (texts, asset_id)
);
--> statement-breakpoint
-- Changed twice in one transaction: it grew only if it had no words before either change.
CREATE FUNCTION note_text_change_asset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO text_change_assets (texts, asset_id, grew)
    SELECT v.texts, NEW.id, coalesce(length(OLD.text_vector), 0) = 0 FROM library_version v
  ON CONFLICT (texts, asset_id) DO UPDATE SET grew = text_change_assets.grew AND excluded.grew;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- After assets_text_version, as 0024's words are: noted under the version this transaction moved to.
CREATE CONSTRAINT TRIGGER assets_text_version_assets
  AFTER UPDATE OF text_vector ON assets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_text_change_asset();
--> statement-breakpoint
-- The versions recorded before this migration did not record their assets: they are forgotten, as a
-- prune forgets them (a search answer kept from before them is read again).
DELETE FROM text_changes;
