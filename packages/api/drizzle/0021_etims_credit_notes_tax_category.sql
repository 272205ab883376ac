CREATE TABLE "etims_credit_notes" (
	"credit_note_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"receipt_number" integer NOT NULL,
	"reason_code" varchar(2) NOT NULL,
	"status" varchar(10) DEFAULT 'awaiting' NOT NULL,
	"cu_invoice_number" varchar(50),
	"internal_data" text,
	"signature" text,
	"receipt_url" text,
	"signed_at" timestamp with time zone,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etims_credit_notes_account_receipt_unique" UNIQUE("account_id","receipt_number"),
	CONSTRAINT "etims_credit_notes_status" CHECK ("etims_credit_notes"."status" in ('awaiting', 'signed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "credit_note_items" ADD COLUMN "tax_category" varchar(10);--> statement-breakpoint
ALTER TABLE "estimate_items" ADD COLUMN "tax_category" varchar(10);--> statement-breakpoint
ALTER TABLE "etims_invoices" ADD COLUMN "receipt_url" text;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "tax_category" varchar(10);--> statement-breakpoint
ALTER TABLE "etims_credit_notes" ADD CONSTRAINT "etims_credit_notes_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_credit_notes" ADD CONSTRAINT "etims_credit_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;