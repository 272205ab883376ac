CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"project_type" varchar(20) DEFAULT 'fixed_price' NOT NULL,
	"end_date" date,
	"flat_rate" numeric(14, 2),
	"hourly_rate" numeric(14, 2),
	"total_hours" numeric(12, 2),
	"project_invoice_sequence" boolean DEFAULT false NOT NULL,
	"invoice_prefix" varchar(12),
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_account_invoice_prefix_unique" UNIQUE("account_id","invoice_prefix"),
	CONSTRAINT "projects_project_type" CHECK ("projects"."project_type" in ('fixed_price', 'hourly_rate')),
	CONSTRAINT "projects_amounts_not_negative" CHECK ("projects"."flat_rate" >= 0 and "projects"."hourly_rate" >= 0 and "projects"."total_hours" >= 0),
	CONSTRAINT "projects_invoice_prefix" CHECK ("projects"."invoice_prefix" ~ '^[A-Z][A-Z0-9]*$' and "projects"."invoice_prefix" <> 'INV'),
	CONSTRAINT "projects_sequence_has_prefix" CHECK (not "projects"."project_invoice_sequence" or "projects"."invoice_prefix" is not null)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_account_list_idx" ON "projects" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "projects_contact_id_idx" ON "projects" USING btree ("contact_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_project_id_idx" ON "invoices" USING btree ("project_id","total") WHERE "invoices"."project_id" is not null;