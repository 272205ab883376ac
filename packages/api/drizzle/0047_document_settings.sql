ALTER TABLE "accounts" ADD COLUMN "invoice_prefix" varchar(10) DEFAULT 'INV' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "estimate_prefix" varchar(10) DEFAULT 'EST' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "credit_note_prefix" varchar(10) DEFAULT 'CN' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "default_notes" varchar(2000);--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "document_footer" varchar(500);
