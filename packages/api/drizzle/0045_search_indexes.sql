-- GET /search at 100,000 documents: each way a record is found (a number exactly or by its start, a sequence
-- value, an amount, a reference, a phone's last nine digits, words of an expense) is one index per account.
CREATE INDEX "contacts_account_phone_idx" ON "contacts" USING btree ("account_id",right(regexp_replace("phone", '[^0-9]', '', 'g'), 9)) WHERE "contacts"."phone" is not null;--> statement-breakpoint
CREATE INDEX "estimates_account_number_search_idx" ON "estimates" USING btree ("account_id",lower("estimate_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "estimates_account_sequence_value_idx" ON "estimates" USING btree ("account_id","sequence_value");--> statement-breakpoint
CREATE INDEX "estimates_account_total_idx" ON "estimates" USING btree ("account_id","total");--> statement-breakpoint
CREATE INDEX "invoices_account_number_search_idx" ON "invoices" USING btree ("account_id",lower("invoice_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_account_sequence_value_idx" ON "invoices" USING btree ("account_id","sequence_value");--> statement-breakpoint
CREATE INDEX "invoices_account_total_idx" ON "invoices" USING btree ("account_id","total");--> statement-breakpoint
CREATE INDEX "payments_account_reference_search_idx" ON "payments" USING btree ("account_id",lower("reference") text_pattern_ops) WHERE "payments"."reference" is not null;--> statement-breakpoint
CREATE INDEX "payments_account_amount_idx" ON "payments" USING btree ("account_id","amount");--> statement-breakpoint
CREATE INDEX "bills_account_number_search_idx" ON "bills" USING btree ("account_id",lower("bill_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bills_account_total_idx" ON "bills" USING btree ("account_id","total");--> statement-breakpoint
CREATE INDEX "expenses_account_reference_search_idx" ON "expenses" USING btree ("account_id",lower("receipt_reference") text_pattern_ops) WHERE "expenses"."receipt_reference" is not null;--> statement-breakpoint
CREATE INDEX "expenses_account_total_idx" ON "expenses" USING btree ("account_id","total_value");--> statement-breakpoint
CREATE INDEX "expenses_search_idx" ON "expenses" USING gin ("account_id",(lower(coalesce("merchant_name", '') || ' ' || "description")) gin_trgm_ops);