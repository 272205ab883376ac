-- Receipt numbers per business (RCT-0001…): the payments recorded so far numbered in payment order (date
-- paid, then as recorded), and each business's `receipt` counter set to continue after them.
ALTER TABLE "payments" ADD COLUMN "receipt_number" varchar(30);--> statement-breakpoint
UPDATE "payments" AS p
SET "receipt_number" = 'RCT-' || CASE WHEN n.value < 10000 THEN lpad(n.value::text, 4, '0') ELSE n.value::text END
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "account_id" ORDER BY "paid_on", "created_at", "id") AS value
  FROM "payments"
) AS n
WHERE n."id" = p."id";--> statement-breakpoint
INSERT INTO "invoice_sequences" ("account_id", "scope", "prefix", "next_value")
SELECT "account_id", 'receipt', 'RCT', count(*) + 1 FROM "payments" GROUP BY "account_id"
ON CONFLICT ("account_id", "scope") DO UPDATE SET "next_value" = excluded."next_value", "prefix" = excluded."prefix";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "receipt_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_account_receipt_number_idx" ON "payments" USING btree ("account_id","receipt_number");--> statement-breakpoint
-- GET /search: bill payments by reference or amount; part of a contact's phone number.
CREATE INDEX "contacts_account_phone_part_idx" ON "contacts" USING gin ("account_id",right(regexp_replace("phone", '[^0-9]', '', 'g'), 9) gin_trgm_ops) WHERE "contacts"."phone" is not null;--> statement-breakpoint
CREATE INDEX "bill_payments_account_reference_search_idx" ON "bill_payments" USING btree ("account_id",lower("reference") text_pattern_ops) WHERE "bill_payments"."reference" is not null;--> statement-breakpoint
CREATE INDEX "bill_payments_account_amount_idx" ON "bill_payments" USING btree ("account_id","amount");