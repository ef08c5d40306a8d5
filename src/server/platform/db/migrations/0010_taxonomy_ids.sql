-- Category and tag ids on the asset row (kept by refreshTaxonomyText), indexed, so that search can
-- intersect a category or tag filter with the words and the type instead of joining per row. Search
-- never returns videos (SPEC.md section 1), so its indexes leave them out (the full-text one too).
ALTER TABLE "assets" ADD COLUMN "category_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "tag_ids" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "assets" a SET
  "category_ids" = array(select ac.category_id from asset_categories ac where ac.asset_id = a.id order by 1),
  "tag_ids" = array(select at.tag_id from asset_tags at where at.asset_id = a.id order by 1)
WHERE exists (select 1 from asset_categories ac where ac.asset_id = a.id)
   OR exists (select 1 from asset_tags at where at.asset_id = a.id);--> statement-breakpoint
CREATE INDEX "assets_category_ids_idx" ON "assets" USING gin ("category_ids") WHERE "assets"."type" <> 'video';--> statement-breakpoint
CREATE INDEX "assets_tag_ids_idx" ON "assets" USING gin ("tag_ids") WHERE "assets"."type" <> 'video';--> statement-breakpoint
DROP INDEX "assets_search_idx";--> statement-breakpoint
CREATE INDEX "assets_search_idx" ON "assets" USING gin ("search_vector") WHERE "assets"."type" <> 'video';