-- search_text and its trigram index were read by no query (idx_scan = 0) yet slowed every insert and
-- widened every row: the spelling dictionary's trigger computes the same text itself.
CREATE OR REPLACE FUNCTION assets_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT lexeme FROM unnest(to_tsvector('simple',
      f_unaccent(lower(coalesce(NEW.title, '') || ' ' || coalesce(NEW.taxonomy_text, '')))))
    WHERE length(lexeme) >= 3 AND lexeme !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP INDEX "assets_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "assets" DROP COLUMN "search_text";
