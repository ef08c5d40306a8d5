-- Accent-insensitive, typo-tolerant search (DESIGN.md section 4). unaccent() is only STABLE, so an
-- IMMUTABLE wrapper with an explicit dictionary lets generated columns and indexes use it.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
