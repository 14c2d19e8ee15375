CREATE TABLE "catalogue_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row_ck" CHECK ("catalogue_version"."id")
);
--> statement-breakpoint
CREATE TABLE "project_ranking_items" (
	"project_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item" jsonb NOT NULL,
	CONSTRAINT "project_ranking_items_project_id_position_pk" PRIMARY KEY("project_id","position")
);
--> statement-breakpoint
CREATE TABLE "project_rankings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"requirements_version" integer NOT NULL,
	"catalogue_version" bigint NOT NULL,
	"count" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_ranking_items" ADD CONSTRAINT "project_ranking_items_project_id_project_rankings_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project_rankings"("project_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_rankings" ADD CONSTRAINT "project_rankings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;