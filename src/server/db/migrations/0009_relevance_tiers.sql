ALTER TABLE "assets" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese', f_unaccent(coalesce(title, '')))) STORED;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "label_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('portuguese', f_unaccent(coalesce(title, '') || ' ' || coalesce(taxonomy_text, '')))) STORED;--> statement-breakpoint
CREATE INDEX "assets_title_vector_idx" ON "assets" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "assets_label_vector_idx" ON "assets" USING gin ("label_vector");