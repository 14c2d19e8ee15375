CREATE TABLE "payment_details" (
	"contractor_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"inn" text NOT NULL,
	"kpp" text DEFAULT '' NOT NULL,
	"ogrn" text NOT NULL,
	"legal_address" text NOT NULL,
	"bank_name" text NOT NULL,
	"bik" text NOT NULL,
	"correspondent_account" text NOT NULL,
	"settlement_account" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contractor_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"period_months" integer NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"amount" integer NOT NULL,
	"vat_rate" integer,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"paid_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('pending_payment', 'active', 'expired', 'cancelled')),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."period_months" in (1, 3, 12)),
	CONSTRAINT "subscriptions_paid_period_check" CHECK ("subscriptions"."status" = 'pending_payment' or "subscriptions"."status" = 'cancelled' or ("subscriptions"."starts_at" is not null and "subscriptions"."ends_at" > "subscriptions"."starts_at"))
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "proposals_per_month" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_services" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_cases" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_materials" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_employees" integer;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "matching_priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_contractor_idx" ON "subscriptions" USING btree ("contractor_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_pending_idx" ON "subscriptions" USING btree ("contractor_id") WHERE "subscriptions"."status" = 'pending_payment';