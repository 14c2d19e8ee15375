-- A stored ranking row is written once and read back whole: json keeps its text, so the cached answer sends it
-- as it is, where jsonb would be taken apart on the way in and printed anew on the way out.
ALTER TABLE "project_ranking_items" ALTER COLUMN "item" SET DATA TYPE json USING "item"::json;
