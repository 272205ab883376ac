CREATE TABLE "invoice_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"detail" varchar(300),
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"invoice_id" uuid NOT NULL,
	"step" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_invoice_id_step_pk" PRIMARY KEY("invoice_id","step")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"key" varchar(200) NOT NULL,
	"payload" jsonb NOT NULL,
	"summary" varchar(300) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_kind_key_unique" UNIQUE("kind","key"),
	CONSTRAINT "jobs_status" CHECK ("jobs"."status" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "recurring_invoice_periods" (
	"recurring_invoice_id" integer NOT NULL,
	"period" date NOT NULL,
	"invoice_id" uuid,
	"skipped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_invoice_periods_recurring_invoice_id_period_pk" PRIMARY KEY("recurring_invoice_id","period")
);
--> statement-breakpoint
CREATE TABLE "recurring_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"project_id" integer,
	"frequency" varchar(10) NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"occurrences" integer,
	"periods_done" integer DEFAULT 0 NOT NULL,
	"next_issue_date" date,
	"due_days" integer NOT NULL,
	"auto_send" boolean DEFAULT false NOT NULL,
	"missed_periods" varchar(10) DEFAULT 'create' NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"notes" text,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_invoices_frequency" CHECK ("recurring_invoices"."frequency" in ('weekly', 'monthly', 'quarterly', 'yearly')),
	CONSTRAINT "recurring_invoices_status" CHECK ("recurring_invoices"."status" in ('active', 'paused', 'finished')),
	CONSTRAINT "recurring_invoices_missed" CHECK ("recurring_invoices"."missed_periods" in ('create', 'skip')),
	CONSTRAINT "recurring_invoices_interval" CHECK ("recurring_invoices"."interval" >= 1)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "reminder_steps" integer[] DEFAULT '{-3,0,7,14}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminders_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoice_periods" ADD CONSTRAINT "recurring_invoice_periods_recurring_invoice_id_recurring_invoices_id_fk" FOREIGN KEY ("recurring_invoice_id") REFERENCES "public"."recurring_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoice_periods" ADD CONSTRAINT "recurring_invoice_periods_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id","kind","at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "jobs_account_idx" ON "jobs" USING btree ("account_id","status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recurring_invoice_periods_invoice_idx" ON "recurring_invoice_periods" USING btree ("invoice_id") WHERE "recurring_invoice_periods"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "recurring_invoices_account_idx" ON "recurring_invoices" USING btree ("account_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recurring_invoices_due_idx" ON "recurring_invoices" USING btree ("next_issue_date") WHERE "recurring_invoices"."status" = 'active';