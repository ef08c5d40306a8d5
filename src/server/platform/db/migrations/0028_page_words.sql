-- Issue 39: a page's search vector is made from its distinct words, not from its whole text. Storing
-- a 2 MB page parsed it twice (the stemmed vector and the dictionary's words), 0.55-0.9 s of the
-- embedded database's one thread, during which every request waited. The reader sends each page's
-- whitespace-separated pieces once (`words`, media/text/clean.ts); parsing them gives the same words.
-- The vector no longer needs the words' places (no search reads them), so it keeps lexemes only.
ALTER TABLE asset_text ALTER COLUMN vector DROP EXPRESSION;
--> statement-breakpoint
CREATE FUNCTION page_vector(p_words text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT strip(to_tsvector('portuguese', f_unaccent(p_words))) $$;
--> statement-breakpoint
-- The words of four letters or more that join the spelling dictionary (search_words), as 0027 took them.
CREATE FUNCTION text_words(p_text text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lexeme FROM unnest(to_tsvector('simple', f_unaccent(lower(p_text))))
    WHERE length(lexeme) BETWEEN 4 AND 30 AND lexeme ~ '^[a-z]+$' $$;
--> statement-breakpoint
-- As in 0027, but each page's vector and dictionary words come from its `words` when the reader sent
-- them, and only the pages written (an admin's corrected page of the same number stays and wins).
CREATE OR REPLACE FUNCTION store_asset_text(p_asset uuid, p_pages jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  searched boolean;
  has_words boolean;
BEGIN
  SELECT text_vector IS NOT NULL INTO searched FROM assets WHERE id = p_asset FOR UPDATE;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  DELETE FROM asset_text WHERE asset_id = p_asset AND source <> 'edited';
  WITH pages AS (
    SELECT (p.value->>'page')::int AS page, p.value->>'text' AS text, p.value->>'source' AS source,
      (p.value->>'confidence')::real AS confidence, coalesce(p.value->>'words', p.value->>'text') AS words, p.n
    FROM jsonb_array_elements(p_pages) WITH ORDINALITY AS p(value, n)
  ), written AS (
    INSERT INTO asset_text (asset_id, page, text, source, confidence, vector)
      SELECT p_asset, page, text, source, confidence, page_vector(words) FROM pages ORDER BY n
    ON CONFLICT (asset_id, page) DO NOTHING
    RETURNING page
  )
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM pages JOIN written USING (page), text_words(pages.words) w
  ON CONFLICT DO NOTHING;
  has_words := EXISTS (SELECT 1 FROM asset_text WHERE asset_id = p_asset AND text <> '');
  INSERT INTO asset_text_status (asset_id, status, error, indexed, updated_at)
    VALUES (p_asset, CASE WHEN has_words THEN 'done' ELSE 'none' END, NULL, NOT (has_words OR searched), now())
  ON CONFLICT (asset_id) DO UPDATE SET status = excluded.status, error = NULL, updated_at = now(),
    indexed = excluded.indexed;
  RETURN true;
END
$$;
--> statement-breakpoint
DROP FUNCTION collect_text_words(uuid);
