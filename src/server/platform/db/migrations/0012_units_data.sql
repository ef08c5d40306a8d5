ALTER TABLE "asset_events" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "asset_events" ADD COLUMN "format" text;--> statement-breakpoint
ALTER TABLE "asset_events" ADD COLUMN "stamped" boolean;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "focal_x" real;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "focal_y" real;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "uf" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "whatsapp" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "rt_name" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "rt_cro" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "rt_uf" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "data_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_events" ADD CONSTRAINT "asset_events_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_events_unit_at_idx" ON "asset_events" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "units_name_lower_idx" ON "units" USING btree (lower("name"));--> statement-breakpoint
-- The first columns under their new names (nothing wrote them before units had a screen); 0013 drops the old ones.
UPDATE "units" SET "uf" = "state", "rt_name" = "responsible_dentist", "rt_cro" = "responsible_cro";
