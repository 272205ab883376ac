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
CREATE UNIQUE INDEX "payments_account_receipt_number_idx" ON "payments" USING btree ("account_id","receipt_number");
