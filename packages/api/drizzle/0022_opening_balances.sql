ALTER TABLE "invoices" ADD COLUMN "opening_balance_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "opening_total" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "opening_paid" numeric(14, 2);