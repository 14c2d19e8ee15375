CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"author_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"budget" text,
	"start_date" date,
	"deadline" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"requirements_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_dates_ck" CHECK ("projects"."deadline" >= "projects"."start_date")
);
--> statement-breakpoint
CREATE TABLE "requirement_agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"requirement_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "requirement_agencies_uq" UNIQUE("requirement_id","kind","contractor_id"),
	CONSTRAINT "requirement_agencies_kind_ck" CHECK ("requirement_agencies"."kind" in ('exclusion', 'inclusion', 'whitelist'))
);
--> statement-breakpoint
CREATE TABLE "requirement_industries" (
	"id" serial PRIMARY KEY NOT NULL,
	"requirement_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	CONSTRAINT "requirement_industries_uq" UNIQUE("requirement_id","industry_id")
);
--> statement-breakpoint
CREATE TABLE "requirement_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"requirement_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "requirement_languages_uq" UNIQUE("requirement_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "requirement_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"requirement_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"city_id" integer,
	CONSTRAINT "requirement_locations_uq" UNIQUE NULLS NOT DISTINCT("requirement_id","country_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "requirement_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"requirement_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"service_range_id" integer NOT NULL,
	CONSTRAINT "requirement_services_uq" UNIQUE("requirement_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"min_staff" integer,
	CONSTRAINT "requirements_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_agencies" ADD CONSTRAINT "requirement_agencies_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_agencies" ADD CONSTRAINT "requirement_agencies_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_industries" ADD CONSTRAINT "requirement_industries_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_industries" ADD CONSTRAINT "requirement_industries_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_languages" ADD CONSTRAINT "requirement_languages_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_languages" ADD CONSTRAINT "requirement_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_locations" ADD CONSTRAINT "requirement_locations_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_locations" ADD CONSTRAINT "requirement_locations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_locations" ADD CONSTRAINT "requirement_locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_services" ADD CONSTRAINT "requirement_services_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_services" ADD CONSTRAINT "requirement_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirement_services" ADD CONSTRAINT "requirement_services_service_range_id_service_ranges_id_fk" FOREIGN KEY ("service_range_id") REFERENCES "public"."service_ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "requirement_agencies_contractor_idx" ON "requirement_agencies" USING btree ("contractor_id");