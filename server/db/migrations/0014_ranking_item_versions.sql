-- Stored rankings are a cache: the rows of before carry no versions and are dropped.
DELETE FROM "project_ranking_items";--> statement-breakpoint
ALTER TABLE "project_ranking_items" ADD COLUMN "requirements_version" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "project_ranking_items" ADD COLUMN "catalogue_version" bigint NOT NULL;
