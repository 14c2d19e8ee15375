CREATE TABLE "tender_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_side" text NOT NULL,
	"actor_user_id" integer,
	"actor_name" text DEFAULT '' NOT NULL,
	"contractor_id" integer,
	"contractor_name" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tender_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"contractor_id" integer NOT NULL,
	"asked_by" integer,
	"text" text NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refusal_reasons" DROP CONSTRAINT "refusal_reasons_name_unique";--> statement-breakpoint
ALTER TABLE "refusal_reasons" ADD COLUMN "side" text DEFAULT 'agency' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_closings" ADD COLUMN "tell_price" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_candidates" ADD COLUMN "first_submitted_at" timestamp with time zone;--> statement-breakpoint
UPDATE "tender_candidates" SET "first_submitted_at" = "submitted_at";--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "initial_deadline" timestamp with time zone;--> statement-breakpoint
UPDATE "tenders" SET "initial_deadline" = "deadline";--> statement-breakpoint
ALTER TABLE "tenders" ALTER COLUMN "initial_deadline" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "brief_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tender_events" ADD CONSTRAINT "tender_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_events_project_idx" ON "tender_events" USING btree ("project_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_events_opened_uq" ON "tender_events" USING btree ("project_id") WHERE "tender_events"."kind" = 'proposals_opened';--> statement-breakpoint
CREATE INDEX "tender_questions_project_idx" ON "tender_questions" USING btree ("project_id","asked_at");--> statement-breakpoint
ALTER TABLE "refusal_reasons" ADD CONSTRAINT "refusal_reasons_side_name_uq" UNIQUE("side","name");--> statement-breakpoint
INSERT INTO "refusal_reasons" ("name", "side", "position") VALUES
  ('Цена выше бюджета', 'client', 0),
  ('Сроки не подходят', 'client', 1),
  ('Мало релевантного опыта', 'client', 2),
  ('Подход не подходит', 'client', 3),
  ('Выбран другой исполнитель', 'client', 4),
  ('Проект перенесён или отменён', 'client', 5),
  ('Другое', 'client', 6)
ON CONFLICT ("side", "name") DO NOTHING;--> statement-breakpoint
-- The protocol is append-only: no UPDATE ever, no DELETE but the cascade of its project's own removal.
CREATE FUNCTION "tender_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "projects" WHERE "id" = OLD."project_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'tender_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tender_events_append_only" BEFORE UPDATE OR DELETE ON "tender_events"
  FOR EACH ROW EXECUTE FUNCTION "tender_events_append_only"();
