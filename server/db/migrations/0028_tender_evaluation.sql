CREATE TABLE "company_invitation_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_competitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"brand_id" integer,
	"name" text DEFAULT '' NOT NULL,
	"inn" text,
	CONSTRAINT "project_competitors_named_ck" CHECK ("project_competitors"."brand_id" is not null or "project_competitors"."name" <> '' or "project_competitors"."inn" is not null)
);
--> statement-breakpoint
CREATE TABLE "project_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"weight" integer NOT NULL,
	"scale" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_criteria_name_uq" UNIQUE("project_id","name"),
	CONSTRAINT "project_criteria_kind_ck" CHECK ("project_criteria"."kind" in ('price', 'timeline', 'people')),
	CONSTRAINT "project_criteria_weight_ck" CHECK ("project_criteria"."weight" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "tender_evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"evaluator_id" integer NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tender_evaluations_uq" UNIQUE("tender_id","evaluator_id","round"),
	CONSTRAINT "tender_evaluations_round_ck" CHECK ("tender_evaluations"."round" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "tender_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"evaluator_id" integer NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"mark" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_marks_uq" UNIQUE("candidate_id","criterion_id","evaluator_id","round"),
	CONSTRAINT "tender_marks_mark_ck" CHECK ("tender_marks"."mark" between 1 and 5),
	CONSTRAINT "tender_marks_round_ck" CHECK ("tender_marks"."round" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "company_accounts" ADD COLUMN "invitation_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "conflict" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "conflict_separate_team" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "conflict_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_candidates" ADD COLUMN "finalist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_candidates" ADD COLUMN "final_price" bigint;--> statement-breakpoint
ALTER TABLE "tender_candidates" ADD COLUMN "final_timeline_days" integer;--> statement-breakpoint
ALTER TABLE "tender_candidates" ADD COLUMN "final_approach" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_candidates" ADD COLUMN "final_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "final_round_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "final_round_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "final_round_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invitation_sends" ADD CONSTRAINT "company_invitation_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_competitors" ADD CONSTRAINT "project_competitors_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_competitors" ADD CONSTRAINT "project_competitors_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_criteria" ADD CONSTRAINT "project_criteria_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_evaluations" ADD CONSTRAINT "tender_evaluations_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_evaluations" ADD CONSTRAINT "tender_evaluations_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_marks" ADD CONSTRAINT "tender_marks_candidate_id_tender_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."tender_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_marks" ADD CONSTRAINT "tender_marks_criterion_id_project_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."project_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_marks" ADD CONSTRAINT "tender_marks_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_invitation_sends_company_idx" ON "company_invitation_sends" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE INDEX "project_competitors_project_idx" ON "project_competitors" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_criteria_project_idx" ON "project_criteria" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "project_criteria_computed_uq" ON "project_criteria" USING btree ("project_id","kind") WHERE "project_criteria"."kind" in ('price', 'timeline');--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_conflict_ck" CHECK ("invitations"."conflict" in ('none', 'declared'));