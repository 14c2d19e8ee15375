CREATE TABLE "contractor_match_keys" (
	"contractor_id" integer PRIMARY KEY NOT NULL,
	"is_published" boolean NOT NULL,
	"staff_count" integer,
	"min_price" bigint,
	"max_price" bigint,
	"service_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"service_min_prices" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"service_max_prices" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"industry_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"case_industry_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"client_industry_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"language_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"nationwide_country_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"case_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contractor_match_keys" ADD CONSTRAINT "contractor_match_keys_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;