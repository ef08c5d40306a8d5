-- Issue 39: a file's words reach search in batches. Writing each file's text_vector as it was read
-- moved the library's version at every file, which dropped every kept search answer a few times a
-- second while a batch was read (bench run 26: search p99 81 -> 756 ms). A reading now marks its
-- asset `indexed = false`; one statement every few seconds writes the vectors of all of them, one
-- version move for the batch.
ALTER TABLE "asset_text_status" ADD COLUMN "indexed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "asset_text_status_unindexed_idx" ON "asset_text_status" USING btree ("asset_id") WHERE NOT "asset_text_status"."indexed";
