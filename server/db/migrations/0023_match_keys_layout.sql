-- The matching keys rebuilt with their scalar columns first and the points that depend on no project stored:
-- a ranking reads each candidate's row only up to the last column it needs (drizzle's generator would only
-- have appended the new column after the arrays). The rows are copied, so nothing is recomputed.
ALTER TABLE "contractor_match_keys" RENAME TO "contractor_match_keys_old";--> statement-breakpoint
ALTER TABLE "contractor_match_keys_old" DROP CONSTRAINT "contractor_match_keys_contractor_id_contractors_id_fk";--> statement-breakpoint
ALTER INDEX "contractor_match_keys_pkey" RENAME TO "contractor_match_keys_old_pkey";--> statement-breakpoint
DROP INDEX "contractor_match_keys_filters_idx";--> statement-breakpoint
DROP INDEX "contractor_match_keys_plan_priority_idx";--> statement-breakpoint
CREATE TABLE "contractor_match_keys" (
	"contractor_id" integer PRIMARY KEY NOT NULL,
	"is_published" boolean NOT NULL,
	"staff_count" integer,
	"case_count" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"review_stars" integer DEFAULT 0 NOT NULL,
	"quality_points" integer GENERATED ALWAYS AS ((((20 * (32 + (review_stars) - (review_count))
      + 4 * (10 + (review_count)))
    / (8 * (10 + (review_count)))) + ((10 * (least(case_count, 10)) + 10) / 20))) STORED NOT NULL,
	"plan_priority_until" timestamp with time zone,
	"min_price" bigint,
	"max_price" bigint,
	"service_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"service_min_prices" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"service_max_prices" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"language_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"nationwide_country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"industry_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"case_industry_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"client_industry_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
INSERT INTO "contractor_match_keys" ("contractor_id", "is_published", "staff_count", "case_count", "review_count",
	"review_stars", "plan_priority_until", "min_price", "max_price", "service_ids", "service_min_prices",
	"service_max_prices", "language_ids", "country_ids", "city_ids", "nationwide_country_ids", "industry_ids",
	"case_industry_ids", "client_industry_ids")
SELECT "contractor_id", "is_published", "staff_count", "case_count", "review_count", "review_stars",
	"plan_priority_until", "min_price", "max_price", "service_ids", "service_min_prices", "service_max_prices",
	"language_ids", "country_ids", "city_ids", "nationwide_country_ids", "industry_ids", "case_industry_ids",
	"client_industry_ids"
FROM "contractor_match_keys_old" ORDER BY "contractor_id";--> statement-breakpoint
DROP TABLE "contractor_match_keys_old";--> statement-breakpoint
ALTER TABLE "contractor_match_keys" ADD CONSTRAINT "contractor_match_keys_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_match_keys_filters_idx" ON "contractor_match_keys" USING gin ("service_ids","language_ids","country_ids","city_ids","nationwide_country_ids") WHERE "contractor_match_keys"."is_published";--> statement-breakpoint
CREATE INDEX "contractor_match_keys_plan_priority_idx" ON "contractor_match_keys" USING btree ("plan_priority_until") WHERE "contractor_match_keys"."plan_priority_until" is not null;
