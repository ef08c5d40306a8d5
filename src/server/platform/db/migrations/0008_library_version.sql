-- A number that moves whenever what search counts can change: assets added, removed, retitled,
-- re-filed, re-dated or re-typed. The search counts are cached under it, so any process on the same
-- database sees a change at once. Counted at commit (deferred triggers), so that a count made while
-- a change is still uncommitted is never kept under the version that follows the change.
CREATE SEQUENCE library_version;
--> statement-breakpoint
CREATE FUNCTION bump_library_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('library_version');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER assets_library_version
  AFTER INSERT OR DELETE OR UPDATE OF type, title, description, taxonomy_text, uploaded_at ON assets
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_library_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER asset_categories_library_version
  AFTER INSERT OR DELETE OR UPDATE ON asset_categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_library_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER asset_tags_library_version
  AFTER INSERT OR DELETE OR UPDATE ON asset_tags
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_library_version();
