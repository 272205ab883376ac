ALTER TABLE "bills" ADD COLUMN "opening_balance_on" date;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "opening_total" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "opening_paid" numeric(14, 2);--> statement-breakpoint
-- An opening balance a bill brought forward (its source id the bill's serial id) belongs to the bill's open item
-- of 2000, so its later payments settle it and the payables aging ages it by the bill's due date. An invoice's
-- opening balance (a uuid source id) and one keyed by hand (no source id) stay items of their own line.
CREATE OR REPLACE FUNCTION ledger_line_document(entry_source_type varchar, entry_source_id varchar, entry_account_id integer)
RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT CASE entry_source_type
    WHEN 'invoice' THEN entry_source_id
    WHEN 'payment' THEN (SELECT p.invoice_id::text FROM payments p
      WHERE p.account_id = entry_account_id
        AND p.id = CASE WHEN entry_source_id ~ '^[0-9]{1,9}$' THEN entry_source_id::integer END)
    WHEN 'credit_note' THEN (SELECT cn.invoice_id::text FROM credit_notes cn
      WHERE cn.account_id = entry_account_id
        AND cn.id = CASE WHEN entry_source_id ~ '^[0-9]{1,9}$' THEN entry_source_id::integer END)
    WHEN 'bill' THEN 'bill:' || entry_source_id
    WHEN 'bill_payment' THEN (SELECT 'bill:' || bp.bill_id FROM bill_payments bp
      WHERE bp.account_id = entry_account_id
        AND bp.id = CASE WHEN entry_source_id ~ '^[0-9]{1,9}$' THEN entry_source_id::integer END)
    WHEN 'opening_balance' THEN CASE WHEN entry_source_id ~ '^[0-9]{1,9}$' THEN 'bill:' || entry_source_id END
  END
$$;
