-- The library's versions become a row, moved by the changing transaction itself. The sequence of
-- 0008 moved when its deferred trigger ran, just before the commit, and a sequence is outside every
-- snapshot: a search that read the new version then the rows before the commit landed kept the old
-- rows' counts under the new version. A row moves with the commit, so a version is never newer than
-- the rows read after it.
--   counted: moves when what search finds or counts can change (0008, 0011, 0015's triggers).
--   listed: moves with counted and whenever anything a list shows can change besides (any column of
--     an asset: counters, files, focal point; the uploader's name; the unit's name or franchisor
--     flag). Search answers are kept in memory under it (search.service.ts).
-- Each moves once per transaction whatever the rows it changes: the first trigger notes the
-- transaction in a local setting and the others see it.
DROP SEQUENCE library_version;
--> statement-breakpoint
CREATE TABLE library_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  counted bigint NOT NULL,
  listed bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO library_version (counted, listed) VALUES (1, 1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_library_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bdi.counted_moved', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('bdi.counted_moved', txid_current()::text, true);
    PERFORM set_config('bdi.listed_moved', txid_current()::text, true);
    UPDATE library_version SET counted = counted + 1, listed = listed + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION bump_listed_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('bdi.listed_moved', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('bdi.listed_moved', txid_current()::text, true);
    UPDATE library_version SET listed = listed + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER assets_listed_version
  AFTER UPDATE ON assets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_listed_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_listed_version
  AFTER UPDATE OF name OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_listed_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER units_listed_version
  AFTER UPDATE OF name, is_franchisor OR DELETE ON units
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_listed_version();
