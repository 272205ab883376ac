CREATE TABLE "credit_note_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"credit_note_id" integer NOT NULL,
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
	"ledger_account_id" integer
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"contact_id" integer NOT NULL,
	"credit_note_number" varchar(30) NOT NULL,
	"sequence_value" integer NOT NULL,
	"issue_date" date NOT NULL,
	"reason" varchar(1000) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"applied_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"refunded_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_account_number_unique" UNIQUE("account_id","credit_note_number"),
	CONSTRAINT "credit_notes_total_positive" CHECK ("credit_notes"."total" > 0),
	CONSTRAINT "credit_notes_applied" CHECK ("credit_notes"."applied_amount" >= 0 and "credit_notes"."applied_amount" <= "credit_notes"."total"),
	CONSTRAINT "credit_notes_refunded" CHECK ("credit_notes"."refunded_amount" >= 0 and "credit_notes"."refunded_amount" <= "credit_notes"."total" - "credit_notes"."applied_amount")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"credit_note_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"method" varchar(20) NOT NULL,
	"reference" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_method" CHECK ("refunds"."method" in ('cash', 'mpesa', 'bank_transfer', 'other')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_items" ADD CONSTRAINT "credit_note_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_items" ADD CONSTRAINT "credit_note_items_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_items" ADD CONSTRAINT "credit_note_items_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_items_note_position_idx" ON "credit_note_items" USING btree ("credit_note_id","position");--> statement-breakpoint
CREATE INDEX "credit_note_items_ledger_account_idx" ON "credit_note_items" USING btree ("ledger_account_id");--> statement-breakpoint
CREATE INDEX "credit_notes_account_list_idx" ON "credit_notes" USING btree ("account_id","issue_date" DESC NULLS LAST,"sequence_value" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_notes_account_contact_idx" ON "credit_notes" USING btree ("account_id","contact_id","issue_date" DESC NULLS LAST,"sequence_value" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_contact_id_idx" ON "credit_notes" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "refunds_credit_note_idx" ON "refunds" USING btree ("credit_note_id","paid_on");--> statement-breakpoint
-- Credit notes in the open items of 1200: a credit note's line on 1200 belongs to the item of the invoice it
-- credits, so the invoice's item (and the receivables aging) carries total − paid − credited.
CREATE OR REPLACE FUNCTION ledger_line_document(entry_source_type varchar, entry_source_id varchar, entry_account_id integer)
RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT CASE entry_source_type
    WHEN 'invoice' THEN entry_source_id
    WHEN 'payment' THEN (SELECT p.invoice_id::text FROM payments p
      WHERE p.account_id = entry_account_id
        AND p.id = CASE WHEN entry_source_id ~ '^[0-9]{1,9}$' THEN entry_source_id::integer END)
    WHEN 'credit_note' THEN (SELECT cn.invoice_id::text FROM credit_notes cn
      WHERE cn.account_id = entry_account_id
        AND cn.id = CASE WHEN entry_source_id ~ '^[0-9]{1,9}$' THEN entry_source_id::integer END)
    WHEN 'bill' THEN 'bill:' || entry_source_id
    WHEN 'bill_payment' THEN (SELECT 'bill:' || bp.bill_id FROM bill_payments bp
      WHERE bp.account_id = entry_account_id
        AND bp.id = CASE WHEN entry_source_id ~ '^[0-9]{1,9}$' THEN entry_source_id::integer END)
  END
$$;
