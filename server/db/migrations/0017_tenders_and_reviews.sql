CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"refusal_reason_id" integer,
	"refusal_comment" text DEFAULT '' NOT NULL,
	"invited_by" integer,
	"answered_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invitations_project_contractor_uq" UNIQUE("project_id","contractor_id"),
	CONSTRAINT "invitations_status_ck" CHECK ("invitations"."status" in ('sent', 'viewed', 'accepted', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "project_closings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"contractor_id" integer,
	"third_party_name" text,
	"reason" text DEFAULT '' NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_closings_kind_ck" CHECK ("project_closings"."kind" in ('winner', 'third_party', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "tender_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"invitation_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"status" text DEFAULT 'participant' NOT NULL,
	"price" bigint,
	"timeline_days" integer,
	"approach" text DEFAULT '' NOT NULL,
	"team" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"rejection_reason_id" integer,
	"rejection_comment" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_candidates_invitation_id_unique" UNIQUE("invitation_id"),
	CONSTRAINT "tender_candidates_tender_contractor_uq" UNIQUE("tender_id","contractor_id"),
	CONSTRAINT "tender_candidates_status_ck" CHECK ("tender_candidates"."status" in ('participant', 'shortlisted', 'winner', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"opened_by" integer,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenders_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "client_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"author_id" integer,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_reviews_project_contractor_uq" UNIQUE("project_id","contractor_id"),
	CONSTRAINT "client_reviews_rating_ck" CHECK (rating between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "contractor_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"author_id" integer,
	"quality" smallint NOT NULL,
	"deadlines" smallint NOT NULL,
	"communication" smallint NOT NULL,
	"value" smallint NOT NULL,
	"would_recommend" boolean NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_reviews_project_contractor_uq" UNIQUE("project_id","contractor_id"),
	CONSTRAINT "contractor_reviews_quality_ck" CHECK (quality between 1 and 5),
	CONSTRAINT "contractor_reviews_deadlines_ck" CHECK (deadlines between 1 and 5),
	CONSTRAINT "contractor_reviews_communication_ck" CHECK (communication between 1 and 5),
	CONSTRAINT "contractor_reviews_value_ck" CHECK (value between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "public_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"author_id" integer,
	"author_name" text NOT NULL,
	"author_position" text DEFAULT '' NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_reviews_contractor_company_uq" UNIQUE("contractor_id","company_id"),
	CONSTRAINT "public_reviews_rating_ck" CHECK (rating between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tender_communications" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"author_id" integer,
	"brief_clarity" smallint NOT NULL,
	"response_speed" smallint NOT NULL,
	"feedback" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_communications_project_contractor_uq" UNIQUE("project_id","contractor_id"),
	CONSTRAINT "tender_communications_brief_clarity_ck" CHECK (brief_clarity between 1 and 5),
	CONSTRAINT "tender_communications_response_speed_ck" CHECK (response_speed between 1 and 5),
	CONSTRAINT "tender_communications_feedback_ck" CHECK (feedback between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_refusal_reason_id_refusal_reasons_id_fk" FOREIGN KEY ("refusal_reason_id") REFERENCES "public"."refusal_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_closings" ADD CONSTRAINT "project_closings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_closings" ADD CONSTRAINT "project_closings_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_closings" ADD CONSTRAINT "project_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_candidates" ADD CONSTRAINT "tender_candidates_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_candidates" ADD CONSTRAINT "tender_candidates_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_candidates" ADD CONSTRAINT "tender_candidates_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_candidates" ADD CONSTRAINT "tender_candidates_rejection_reason_id_refusal_reasons_id_fk" FOREIGN KEY ("rejection_reason_id") REFERENCES "public"."refusal_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reviews" ADD CONSTRAINT "client_reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reviews" ADD CONSTRAINT "client_reviews_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reviews" ADD CONSTRAINT "client_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_reviews" ADD CONSTRAINT "client_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD CONSTRAINT "contractor_reviews_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD CONSTRAINT "contractor_reviews_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD CONSTRAINT "contractor_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_reviews" ADD CONSTRAINT "contractor_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_reviews" ADD CONSTRAINT "public_reviews_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_reviews" ADD CONSTRAINT "public_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_reviews" ADD CONSTRAINT "public_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_communications" ADD CONSTRAINT "tender_communications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_communications" ADD CONSTRAINT "tender_communications_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_communications" ADD CONSTRAINT "tender_communications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_communications" ADD CONSTRAINT "tender_communications_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_contractor_idx" ON "invitations" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "project_closings_contractor_idx" ON "project_closings" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "tender_candidates_contractor_idx" ON "tender_candidates" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "client_reviews_company_idx" ON "client_reviews" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contractor_reviews_contractor_idx" ON "contractor_reviews" USING btree ("contractor_id","created_at");--> statement-breakpoint
CREATE INDEX "tender_communications_company_idx" ON "tender_communications" USING btree ("company_id");