CREATE TABLE "estimate_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"estimate_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" varchar(1000) NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" varchar(20) NOT NULL,
	"unit_price" numeric(16, 4) NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"ledger_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"project_id" integer,
	"estimate_number" varchar(30) NOT NULL,
	"sequence_value" integer NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"notes" text,
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_by" varchar(200),
	"declined_at" timestamp with time zone,
	"decline_reason" varchar(1000),
	"invoice_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estimates_account_number_unique" UNIQUE("account_id","estimate_number"),
	CONSTRAINT "estimates_status" CHECK ("estimates"."status" in ('draft', 'sent', 'accepted', 'declined', 'invoiced')),
	CONSTRAINT "estimates_expiry_after_issue" CHECK ("estimates"."expiry_date" >= "estimates"."issue_date"),
	CONSTRAINT "estimates_invoiced_has_invoice" CHECK (("estimates"."status" = 'invoiced') = ("estimates"."invoice_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "estimate_id" uuid;--> statement-breakpoint
ALTER TABLE "estimate_items" ADD CONSTRAINT "estimate_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_items" ADD CONSTRAINT "estimate_items_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimate_items" ADD CONSTRAINT "estimate_items_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimate_items_estimate_position_idx" ON "estimate_items" USING btree ("estimate_id","position");--> statement-breakpoint
CREATE INDEX "estimate_items_ledger_account_idx" ON "estimate_items" USING btree ("ledger_account_id");--> statement-breakpoint
CREATE INDEX "estimates_account_list_idx" ON "estimates" USING btree ("account_id","issue_date" DESC NULLS LAST,"sequence_value" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "estimates_account_contact_idx" ON "estimates" USING btree ("account_id","contact_id","issue_date" DESC NULLS LAST,"sequence_value" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "estimates_contact_id_idx" ON "estimates" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "estimates_project_id_idx" ON "estimates" USING btree ("project_id") WHERE "estimates"."project_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "estimates_invoice_id_idx" ON "estimates" USING btree ("invoice_id") WHERE "estimates"."invoice_id" is not null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_estimate_id_estimates_id_fk" FOREIGN KEY ("estimate_id") REFERENCES "public"."estimates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_estimate_id_idx" ON "invoices" USING btree ("estimate_id") WHERE "invoices"."estimate_id" is not null;--> statement-breakpoint
-- Deleting the draft invoice an estimate was converted to reopens the estimate: it goes back to what it was
-- before (accepted, sent or draft) and can be converted again. Done here so every way of deleting an invoice
-- keeps the pair consistent (estimates_invoiced_has_invoice).
CREATE FUNCTION estimates_reopen_on_invoice_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE estimates SET
    invoice_id = NULL,
    status = CASE
      WHEN accepted_at IS NOT NULL THEN 'accepted'
      WHEN sent_at IS NOT NULL THEN 'sent'
      ELSE 'draft'
    END,
    updated_at = now()
  WHERE invoice_id = OLD.id;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER estimates_reopen_on_invoice_delete BEFORE DELETE ON invoices
  FOR EACH ROW WHEN (OLD.estimate_id IS NOT NULL) EXECUTE FUNCTION estimates_reopen_on_invoice_delete();
