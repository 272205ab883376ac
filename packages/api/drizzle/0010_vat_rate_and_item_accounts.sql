ALTER TABLE "invoice_items" ADD COLUMN "ledger_account_id" integer;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "vat_rate" varchar(10);--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_items_ledger_account_idx" ON "invoice_items" USING btree ("ledger_account_id");