-- The catalogue orders by `sort_name`, which 0031 added with the default storage: under the table's
-- toast_tuple_target of 128 bytes (0009) a third of the rows kept it out of line, and ordering 100 000
-- agencies by name read the TOAST table 140 000 times (0.6 s). Like the filter arrays, it always stays in
-- the row. The update rewrites the rows already there: a generated column is computed anew (and stored under
-- the new storage) only when a column it reads is set.
ALTER TABLE "contractors" ALTER COLUMN "sort_name" SET STORAGE PLAIN;--> statement-breakpoint
UPDATE "contractors" SET "name" = "name";
