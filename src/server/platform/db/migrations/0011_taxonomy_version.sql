-- Category and tag names, slugs and places also move the library's version: the asset lists keep the
-- taxonomy in memory under it (assets.repository.ts) instead of joining it for every row.
CREATE CONSTRAINT TRIGGER categories_library_version
  AFTER INSERT OR DELETE OR UPDATE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_library_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tags_library_version
  AFTER INSERT OR DELETE OR UPDATE ON tags
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_library_version();
