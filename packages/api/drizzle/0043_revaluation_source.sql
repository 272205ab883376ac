ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_type";--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_type" CHECK ("journal_entries"."source_type" in ('invoice', 'payment', 'credit_note', 'refund', 'expense', 'bill', 'bill_payment', 'paystack_fee', 'mpesa_receipt', 'bank_line', 'paystack_payout', 'manual', 'opening_balance', 'revaluation'));--> statement-breakpoint
-- A revaluation's lines on 1200 and 2000 and those of its reversal (the next day) are one open item per contact
-- ('revaluation:' || its as_of date), so once reversed it leaves no item behind in the agings.
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
    WHEN 'revaluation' THEN 'revaluation:' || entry_source_id
  END
$$;
