CREATE TABLE "cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"industry_id" integer,
	"year" integer,
	"brand_id" integer,
	"client_name" text DEFAULT '' NOT NULL,
	"budget" text,
	"results" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor_client_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"brand_id" integer,
	"client_name" text DEFAULT '' NOT NULL,
	"industry_id" integer,
	"year_from" integer,
	"year_to" integer,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_contractor_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	CONSTRAINT "service_cases_uq" UNIQUE("service_contractor_id","case_id")
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "search_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "profile_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_client_histories" ADD CONSTRAINT "contractor_client_histories_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_client_histories" ADD CONSTRAINT "contractor_client_histories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_client_histories" ADD CONSTRAINT "contractor_client_histories_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_cases" ADD CONSTRAINT "service_cases_service_contractor_id_service_contractors_id_fk" FOREIGN KEY ("service_contractor_id") REFERENCES "public"."service_contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_cases" ADD CONSTRAINT "service_cases_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_contractor_idx" ON "cases" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "cases_industry_idx" ON "cases" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "contractor_client_histories_contractor_idx" ON "contractor_client_histories" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "contractor_client_histories_industry_idx" ON "contractor_client_histories" USING btree ("industry_id");--> statement-breakpoint
CREATE INDEX "service_cases_case_idx" ON "service_cases" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "contractors_search_idx" ON "contractors" USING gin (to_tsvector('russian', "search_document"));