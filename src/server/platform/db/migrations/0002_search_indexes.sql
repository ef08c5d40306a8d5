ALTER TABLE "assets" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(title, '') || ' ' || coalesce(taxonomy_text, '')))) STORED;--> statement-breakpoint
CREATE INDEX "assets_search_text_trgm_idx" ON "assets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assets_views_idx" ON "assets" USING btree ("view_count","id");--> statement-breakpoint
CREATE INDEX "assets_downloads_idx" ON "assets" USING btree ("download_count","id");--> statement-breakpoint
CREATE INDEX "assets_uploaded_id_idx" ON "assets" USING btree ("uploaded_at","id");