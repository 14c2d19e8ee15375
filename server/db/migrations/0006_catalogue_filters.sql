DROP INDEX "contractors_search_idx";--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian', "contractors"."search_document")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "service_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "industry_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "language_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "min_price" bigint;--> statement-breakpoint
CREATE INDEX "contractors_search_idx" ON "contractors" USING gin ("search_vector");