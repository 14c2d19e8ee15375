CREATE TABLE "avatars" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_key" text NOT NULL,
	"thumbnail_key" text,
	"width" integer,
	"height" integer,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contractors" ADD COLUMN "logo_id" integer;--> statement-breakpoint
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatars_contractor_idx" ON "avatars" USING btree ("contractor_id");--> statement-breakpoint
CREATE INDEX "materials_case_idx" ON "materials" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "materials_contractor_idx" ON "materials" USING btree ("contractor_id");--> statement-breakpoint
ALTER TABLE "contractors" ADD CONSTRAINT "contractors_logo_id_avatars_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."avatars"("id") ON DELETE set null ON UPDATE no action;