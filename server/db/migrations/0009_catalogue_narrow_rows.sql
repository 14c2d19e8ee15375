-- The catalogue finds agencies through the search index, then reads each hit's row for its filters. With the
-- long texts (description, search document and vector) kept out of line, a row is ≈ 300 bytes instead of
-- ≈ 2 KB, so a common word's hits span a quarter of the pages. The filter arrays and the name always stay in
-- the row. The update rewrites the rows already there under the new target.
ALTER TABLE "contractors" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "contractors"
  ALTER COLUMN "name" SET STORAGE MAIN,
  ALTER COLUMN "service_ids" SET STORAGE PLAIN,
  ALTER COLUMN "industry_ids" SET STORAGE PLAIN,
  ALTER COLUMN "language_ids" SET STORAGE PLAIN,
  ALTER COLUMN "country_ids" SET STORAGE PLAIN,
  ALTER COLUMN "city_ids" SET STORAGE PLAIN;--> statement-breakpoint
UPDATE "contractors" SET "profile_version" = "profile_version";
