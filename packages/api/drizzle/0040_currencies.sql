CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"date" date NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"source" varchar(10) DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_account_currency_date_unique" UNIQUE("account_id","currency","date"),
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_source" CHECK ("exchange_rates"."source" in ('manual', 'cbk'))
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "currency" varchar(3);--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "estimates" ADD COLUMN "exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "currency" varchar(3);--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "amount_currency" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "bill_payments" ADD COLUMN "exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD COLUMN "exchange_rate" numeric(18, 6) DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_currency_amount" CHECK (("journal_lines"."currency" is null) = ("journal_lines"."amount_currency" is null));--> statement-breakpoint
-- 4950 Exchange gain and 6950 Exchange loss become system accounts of every chart. 6950 was Repairs &
-- Maintenance (an ordinary account): it moves to the first free number from 6940, keeping its id, its name
-- and its history.
DO $$
DECLARE
  repairs record;
  free_number text;
BEGIN
  FOR repairs IN SELECT id, account_id FROM ledger_accounts WHERE number = '6950' AND NOT system LOOP
    SELECT candidate INTO free_number
    FROM (SELECT (6940 + step)::text AS candidate, step FROM generate_series(0, 49) AS step) AS numbers
    WHERE candidate <> '6950'
      AND NOT EXISTS (
        SELECT 1 FROM ledger_accounts taken
        WHERE taken.account_id = repairs.account_id AND taken.number = numbers.candidate
      )
    ORDER BY step
    LIMIT 1;
    UPDATE ledger_accounts SET number = free_number WHERE id = repairs.id;
  END LOOP;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION daftari_seed_ledger_accounts(target_account_id integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_accounts (account_id, number, name, account_type, system)
  SELECT target_account_id, chart.number, chart.name, chart.account_type, chart.system
  FROM (VALUES
    ('1000', 'Cash', 'asset', true),
    ('1100', 'Bank', 'asset', true),
    ('1200', 'Accounts receivable', 'asset', true),
    ('1300', 'M-Pesa', 'asset', true),
    ('1310', 'Paystack clearing', 'asset', true),
    ('1400', 'VAT receivable (input)', 'asset', true),
    ('2000', 'Accounts payable', 'liability', true),
    ('2100', 'VAT payable (output)', 'liability', true),
    ('2200', 'Customer credits', 'liability', true),
    ('2300', 'Unallocated M-Pesa receipts', 'liability', true),
    ('3000', 'Owner''s equity', 'equity', true),
    ('3100', 'Retained earnings', 'equity', true),
    ('4000', 'Sales', 'income', true),
    ('4100', 'Services', 'income', false),
    ('4900', 'Other income', 'income', false),
    ('4950', 'Exchange gain', 'income', true),
    ('5000', 'Cost of goods sold', 'expense', false),
    ('6000', 'Office Costs', 'expense', false),
    ('6100', 'Rent', 'expense', false),
    ('6200', 'Utilities', 'expense', false),
    ('6300', 'Telephone & Internet', 'expense', false),
    ('6400', 'Motor Vehicle Expenses', 'expense', false),
    ('6500', 'Travel', 'expense', false),
    ('6600', 'Meals & Entertainment', 'expense', false),
    ('6700', 'Advertising & Marketing', 'expense', false),
    ('6800', 'Bank Charges', 'expense', true),
    ('6900', 'Professional Fees', 'expense', false),
    ('6940', 'Repairs & Maintenance', 'expense', false),
    ('6950', 'Exchange loss', 'expense', true),
    ('6990', 'General Expenses', 'expense', false)
  ) AS chart (number, name, account_type, system)
  ON CONFLICT (account_id, number) DO NOTHING;
$$;--> statement-breakpoint
-- Every existing chart gets the two new system accounts (Repairs & Maintenance is already there, renumbered).
INSERT INTO ledger_accounts (account_id, number, name, account_type, system)
SELECT a.id, chart.number, chart.name, chart.account_type, true
FROM accounts a
CROSS JOIN (VALUES ('4950', 'Exchange gain', 'income'), ('6950', 'Exchange loss', 'expense'))
  AS chart (number, name, account_type)
ON CONFLICT (account_id, number) DO NOTHING;
