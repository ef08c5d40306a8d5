-- Issue 39: what reading a file found, stored in one statement. On the embedded database a
-- transaction holds its one connection until its last statement answers, and each statement waits
-- its turn on the server's event loop in between: under a crowd of searches the six statements of a
-- file's words held every search behind them. As one function call they run back to back on the
-- database's side (asset-text.repository.ts, store). The dictionary part serves an admin's correction too.
CREATE FUNCTION collect_text_words(p_asset uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
    SELECT DISTINCT lexeme FROM asset_text t, unnest(to_tsvector('simple', f_unaccent(lower(t.text))))
    WHERE t.asset_id = p_asset AND length(lexeme) BETWEEN 4 AND 30 AND lexeme ~ '^[a-z]+$'
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- The pages replace what an earlier reading found; an admin's corrected pages stay and win over a
-- page of the same number. The words wait for the next batch (0022: `indexed` false) when the file
-- has words now or had some in search. False when the asset is gone.
CREATE FUNCTION store_asset_text(p_asset uuid, p_pages jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  searched boolean;
  has_words boolean;
BEGIN
  SELECT text_vector IS NOT NULL INTO searched FROM assets WHERE id = p_asset FOR UPDATE;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  DELETE FROM asset_text WHERE asset_id = p_asset AND source <> 'edited';
  INSERT INTO asset_text (asset_id, page, text, source, confidence)
    SELECT p_asset, (p.value->>'page')::int, p.value->>'text', p.value->>'source', (p.value->>'confidence')::real
    FROM jsonb_array_elements(p_pages) WITH ORDINALITY AS p(value, n) ORDER BY p.n
  ON CONFLICT (asset_id, page) DO NOTHING;
  PERFORM collect_text_words(p_asset);
  has_words := EXISTS (SELECT 1 FROM asset_text WHERE asset_id = p_asset AND text <> '');
  INSERT INTO asset_text_status (asset_id, status, error, indexed, updated_at)
    VALUES (p_asset, CASE WHEN has_words THEN 'done' ELSE 'none' END, NULL, NOT (has_words OR searched), now())
  ON CONFLICT (asset_id) DO UPDATE SET status = excluded.status, error = NULL, updated_at = now(),
    indexed = excluded.indexed;
  RETURN true;
END
$$;
