-- invoice_totals.balance becomes what customers owe: a draft's balance is not owed yet (nor a void one's, which
-- is 0 already), so GET /invoices' total_unpaid equals the receivables on 1200 and the receivables aging.
CREATE FUNCTION invoice_owed_balance(status varchar, balance numeric) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status IN ('draft', 'void') THEN 0 ELSE balance END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_totals AS t (account_id, contact_id, invoice_count, total, paid_amount, balance)
  SELECT account_id, contact_id, count(*)::int, sum(invoice_counted_total(status, total)), sum(paid_amount),
    sum(invoice_owed_balance(status, balance))
  FROM new_invoices GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (account_id, contact_id) DO UPDATE SET
    invoice_count = t.invoice_count + excluded.invoice_count,
    total = t.total + excluded.total,
    paid_amount = t.paid_amount + excluded.paid_amount,
    balance = t.balance + excluded.balance;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_totals AS t (account_id, contact_id, invoice_count, total, paid_amount, balance)
  SELECT account_id, contact_id, sum(n)::int, sum(total), sum(paid_amount), sum(balance) FROM (
    SELECT account_id, contact_id, 1 AS n, invoice_counted_total(status, total) AS total, paid_amount,
      invoice_owed_balance(status, balance) AS balance
    FROM new_invoices
    UNION ALL
    SELECT account_id, contact_id, -1, -invoice_counted_total(status, total), -paid_amount,
      -invoice_owed_balance(status, balance)
    FROM old_invoices
  ) changes GROUP BY 1, 2
  HAVING sum(n) <> 0 OR sum(total) <> 0 OR sum(paid_amount) <> 0 OR sum(balance) <> 0
  ORDER BY 1, 2
  ON CONFLICT (account_id, contact_id) DO UPDATE SET
    invoice_count = t.invoice_count + excluded.invoice_count,
    total = t.total + excluded.total,
    paid_amount = t.paid_amount + excluded.paid_amount,
    balance = t.balance + excluded.balance;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice_totals AS t SET
    invoice_count = t.invoice_count - gone.n,
    total = t.total - gone.total,
    paid_amount = t.paid_amount - gone.paid_amount,
    balance = t.balance - gone.balance
  FROM (
    SELECT account_id, contact_id, count(*)::int AS n, sum(invoice_counted_total(status, total)) AS total,
      sum(paid_amount) AS paid_amount, sum(invoice_owed_balance(status, balance)) AS balance
    FROM old_invoices GROUP BY 1, 2 ORDER BY 1, 2
  ) gone
  WHERE t.account_id = gone.account_id AND t.contact_id = gone.contact_id;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE invoice_totals AS t SET balance = coalesce((
  SELECT sum(invoice_owed_balance(i.status, i.balance)) FROM invoices i
  WHERE i.account_id = t.account_id AND i.contact_id = t.contact_id
), 0);
--> statement-breakpoint
-- How a Paystack payment was made (the channel Paystack reports), so a mobile-money payment shows as M-Pesa.
-- Payments already recorded from an M-Pesa prompt (a transaction opened on the mpesa channel) were M-Pesa.
ALTER TABLE "payments" ADD COLUMN "channel" varchar(20);--> statement-breakpoint
UPDATE payments p SET channel = 'mobile_money'
FROM paystack_transactions t
WHERE p.method = 'paystack' AND t.account_id = p.account_id AND t.reference = p.reference AND t.channel = 'mpesa';
