-- Keeps search_words (the spelling dictionary) in step with what assets are titled and filed under.
CREATE OR REPLACE FUNCTION assets_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT lexeme FROM unnest(to_tsvector('simple', coalesce(NEW.search_text, '')))
    WHERE length(lexeme) >= 3 AND lexeme !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER assets_collect_search_words
  AFTER INSERT OR UPDATE OF title, taxonomy_text ON assets
  FOR EACH ROW EXECUTE FUNCTION assets_collect_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT lexeme FROM assets, unnest(to_tsvector('simple', coalesce(search_text, '')))
  WHERE length(lexeme) >= 3 AND lexeme !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;
