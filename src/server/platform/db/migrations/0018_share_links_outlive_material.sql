-- A partner link outlives the asset or album it shows (issue 17's "limits left"): deleting the
-- material used to delete its links with it, and the partner holding the address got 404 "Link não
-- encontrado" where an ended link answers 410 "O material deste link não está mais disponível". The
-- link now keeps its kind and, once the material is gone, the title it had ("Meus links" still lists
-- it, with its opens and downloads); its target becomes null.
ALTER TABLE "share_links" ADD COLUMN "kind" text;
--> statement-breakpoint
UPDATE "share_links" SET "kind" = CASE WHEN "asset_id" IS NOT NULL THEN 'asset' ELSE 'album' END;
--> statement-breakpoint
ALTER TABLE "share_links" ALTER COLUMN "kind" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "ended_title" text;
--> statement-breakpoint
ALTER TABLE "share_links" DROP CONSTRAINT "share_links_one_target_check";
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_target_of_kind_check" CHECK (
  ("kind" = 'asset' AND "album_id" IS NULL) OR ("kind" = 'album' AND "asset_id" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "share_links" DROP CONSTRAINT "share_links_asset_id_assets_id_fk";
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "share_links" DROP CONSTRAINT "share_links_album_id_albums_id_fk";
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Before the row goes (and the foreign key clears the target), its links note the title it had.
CREATE OR REPLACE FUNCTION share_links_note_ended_material() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'assets' THEN
    UPDATE share_links SET ended_title = OLD.title WHERE asset_id = OLD.id;
  ELSE
    UPDATE share_links SET ended_title = OLD.name WHERE album_id = OLD.id;
  END IF;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER share_links_note_ended_asset BEFORE DELETE ON assets
  FOR EACH ROW EXECUTE FUNCTION share_links_note_ended_material();
--> statement-breakpoint
CREATE TRIGGER share_links_note_ended_album BEFORE DELETE ON albums
  FOR EACH ROW EXECUTE FUNCTION share_links_note_ended_material();
