-- invoice_totals holds, per account and contact, how many invoices there are and the sums of their total,
-- paid_amount and balance, so GET /invoices answers its summary (and meta.total_count) without adding up
-- every invoice: the account's summary is the sum of one row per contact invoiced, a contact's is one row.
-- Only these statement triggers write it (one upsert per statement, whatever the number of rows changed).
-- The upserts lock rows in (account_id, contact_id) order, so concurrent writers cannot deadlock on them.
CREATE FUNCTION invoice_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_totals AS t (account_id, contact_id, invoice_count, total, paid_amount, balance)
  SELECT account_id, contact_id, count(*)::int, sum(total), sum(paid_amount), sum(balance)
  FROM new_invoices GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (account_id, contact_id) DO UPDATE SET
    invoice_count = t.invoice_count + excluded.invoice_count,
    total = t.total + excluded.total,
    paid_amount = t.paid_amount + excluded.paid_amount,
    balance = t.balance + excluded.balance;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION invoice_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_totals AS t (account_id, contact_id, invoice_count, total, paid_amount, balance)
  SELECT account_id, contact_id, sum(n)::int, sum(total), sum(paid_amount), sum(balance) FROM (
    SELECT account_id, contact_id, 1 AS n, total, paid_amount, balance FROM new_invoices
    UNION ALL
    SELECT account_id, contact_id, -1, -total, -paid_amount, -balance FROM old_invoices
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
-- Deleting only decrements: when an account is deleted, both invoices and invoice_totals cascade from it and
-- its totals may be gone already (an insert here would then violate the foreign key).
CREATE FUNCTION invoice_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice_totals AS t SET
    invoice_count = t.invoice_count - gone.n,
    total = t.total - gone.total,
    paid_amount = t.paid_amount - gone.paid_amount,
    balance = t.balance - gone.balance
  FROM (
    SELECT account_id, contact_id, count(*)::int AS n, sum(total) AS total, sum(paid_amount) AS paid_amount,
      sum(balance) AS balance
    FROM old_invoices GROUP BY 1, 2 ORDER BY 1, 2
  ) gone
  WHERE t.account_id = gone.account_id AND t.contact_id = gone.contact_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION invoice_totals_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM invoice_totals;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoice_totals_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_after_insert();--> statement-breakpoint
CREATE TRIGGER invoice_totals_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_invoices NEW TABLE AS new_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_after_update();--> statement-breakpoint
CREATE TRIGGER invoice_totals_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_after_delete();--> statement-breakpoint
CREATE TRIGGER invoice_totals_truncate AFTER TRUNCATE ON invoices
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_totals_after_truncate();--> statement-breakpoint
INSERT INTO invoice_totals (account_id, contact_id, invoice_count, total, paid_amount, balance)
SELECT account_id, contact_id, count(*)::int, sum(total), sum(paid_amount), sum(balance)
FROM invoices GROUP BY 1, 2;
