ALTER TABLE "units" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "units" DROP COLUMN "responsible_dentist";--> statement-breakpoint
ALTER TABLE "units" DROP COLUMN "responsible_cro";