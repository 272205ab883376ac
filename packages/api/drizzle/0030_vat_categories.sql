ALTER TABLE "expenses" DROP CONSTRAINT "expenses_vat";--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "tax_category" varchar(10);--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_vat" CHECK ("expenses"."vat" in ('Auto', 'Standard', 'Exempt', 'Zero', 'Non-VAT'));