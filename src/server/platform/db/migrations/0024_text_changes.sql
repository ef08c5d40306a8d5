-- Issue 39: which words each move of `texts` (0023) changed, so that a kept answer of a search whose
-- words none of them touched outlives the move (search-cache.ts): while a library is read, a batch of
-- posters' words otherwise sent every search with words back to the database, every few seconds.
-- Each version's row '' says it was recorded (a range with a version missing, pruned or from before
-- this table, cannot be vouched for). The words are the lexemes of the vectors before and after.
CREATE TABLE text_changes (
  texts bigint NOT NULL,
  lexeme text NOT NULL,
  PRIMARY KEY (texts, lexeme)
);
--> statement-breakpoint
CREATE FUNCTION note_text_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO text_changes (texts, lexeme)
    SELECT v.texts, l
    FROM library_version v,
      unnest(ARRAY['']::text[] || coalesce(tsvector_to_array(OLD.text_vector), '{}')
        || coalesce(tsvector_to_array(NEW.text_vector), '{}')) l
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- After assets_text_version (triggers of one event fire in the order of their names): the version
-- the words are noted under is the one this transaction moved to.
CREATE CONSTRAINT TRIGGER assets_text_version_words
  AFTER UPDATE OF text_vector ON assets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION note_text_change();
