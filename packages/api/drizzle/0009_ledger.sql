CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"number" integer NOT NULL,
	"date" date NOT NULL,
	"memo" varchar(500),
	"source_type" varchar(20) NOT NULL,
	"source_id" varchar(64),
	"reversal_of" integer,
	"reversed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_account_number_unique" UNIQUE("account_id","number"),
	CONSTRAINT "journal_entries_source_type" CHECK ("journal_entries"."source_type" in ('invoice', 'payment', 'credit_note', 'refund', 'expense', 'bill', 'bill_payment', 'paystack_fee', 'manual', 'opening_balance'))
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"journal_entry_id" integer NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"contact_id" integer,
	"date" date NOT NULL,
	"description" varchar(500),
	"debit" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "journal_lines_debit_xor_credit" CHECK (("journal_lines"."debit" > 0 and "journal_lines"."credit" = 0) or ("journal_lines"."credit" > 0 and "journal_lines"."debit" = 0))
);
--> statement-breakpoint
CREATE TABLE "journal_sequences" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"next_value" integer NOT NULL,
	CONSTRAINT "journal_sequences_next_value" CHECK ("journal_sequences"."next_value" >= 1)
);
--> statement-breakpoint
CREATE TABLE "maintenance_runs" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "lock_date" date;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "paid_from_account_id" integer;--> statement-breakpoint
-- The expenses recorded before this column existed were paid from the bank (1100), the default.
UPDATE "expenses" e SET "paid_from_account_id" = l."id"
FROM "ledger_accounts" l WHERE l."account_id" = e."account_id" AND l."number" = '1100';--> statement-breakpoint
ALTER TABLE "expenses" ALTER COLUMN "paid_from_account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reversal_of_journal_entries_id_fk" FOREIGN KEY ("reversal_of") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_reversed_by_journal_entries_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_journal_entry_id_journal_entries_id_fk" FOREIGN KEY ("journal_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_sequences" ADD CONSTRAINT "journal_sequences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_account_date_idx" ON "journal_entries" USING btree ("account_id","date" DESC NULLS LAST,"number" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("account_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_ledger_date_idx" ON "journal_lines" USING btree ("account_id","ledger_account_id","date");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("journal_entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_contact_idx" ON "journal_lines" USING btree ("account_id","contact_id","date") WHERE "journal_lines"."contact_id" is not null;--> statement-breakpoint
CREATE INDEX "journal_lines_ledger_account_idx" ON "journal_lines" USING btree ("ledger_account_id");--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_paid_from_account_id_ledger_accounts_id_fk" FOREIGN KEY ("paid_from_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_paid_from_account_idx" ON "expenses" USING btree ("paid_from_account_id");;--> statement-breakpoint
-- The chart every account gets, now with the system accounts the posting rules use (system = true): the
-- trigger of 0008 calls this function for new accounts; the accounts that existed before get the accounts
-- they lack (1310, 1400, 2200), their system flags and the new name of 2100 below.
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
    ('3000', 'Owner''s equity', 'equity', true),
    ('3100', 'Retained earnings', 'equity', true),
    ('4000', 'Sales', 'income', true),
    ('4100', 'Services', 'income', false),
    ('4900', 'Other income', 'income', false),
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
    ('6950', 'Repairs & Maintenance', 'expense', false),
    ('6990', 'General Expenses', 'expense', false)
  ) AS chart (number, name, account_type, system)
  ON CONFLICT (account_id, number) DO NOTHING;
$$;--> statement-breakpoint
SELECT daftari_seed_ledger_accounts(a.id) FROM accounts a;--> statement-breakpoint
UPDATE ledger_accounts SET system = true
WHERE number IN ('1000', '1100', '1200', '1300', '1310', '1400', '2000', '2100', '2200', '3000', '3100', '4000', '6800');--> statement-breakpoint
UPDATE ledger_accounts SET name = 'VAT payable (output)' WHERE number = '2100' AND name = 'VAT payable';--> statement-breakpoint
-- Journal lines are append-only: a change to the books is a reversal and a new entry. Only the deletion of a
-- whole business account (its row already gone when the cascade reaches its lines) removes them.
CREATE FUNCTION journal_lines_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM accounts WHERE id = OLD.account_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'Journal lines cannot be changed or deleted: post a reversal instead';
END $$;--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_lines_refuse_change();--> statement-breakpoint
-- A journal entry is never deleted (but with its business account) and only ever gets, once, the id of the
-- entry that reverses it.
CREATE FUNCTION journal_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM accounts WHERE id = OLD.account_id) THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'Journal entries cannot be deleted: post a reversal instead';
  END IF;
  IF OLD.reversed_by IS NULL AND NEW.reversed_by IS NOT NULL
    AND (NEW.id, NEW.account_id, NEW.number, NEW.date, NEW.memo, NEW.source_type, NEW.source_id,
         NEW.reversal_of, NEW.created_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.account_id, OLD.number, OLD.date, OLD.memo, OLD.source_type,
         OLD.source_id, OLD.reversal_of, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Journal entries cannot be changed: post a reversal instead';
END $$;--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_entries_refuse_change();--> statement-breakpoint
-- Checked at commit (deferred), once the entry has all its lines: at least two, debits equal to credits, and
-- every line on the entry's date, of the entry's business account, on a ledger account and a contact of that
-- business too.
CREATE FUNCTION journal_entry_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_id integer;
  entry_account integer;
  entry_date date;
  line_count integer;
  debits numeric;
  credits numeric;
  strays integer;
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    entry_id := NEW.id;
  ELSE
    entry_id := NEW.journal_entry_id;
  END IF;
  SELECT account_id, date INTO entry_account, entry_date FROM journal_entries WHERE id = entry_id;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT count(*), coalesce(sum(l.debit), 0), coalesce(sum(l.credit), 0),
    count(*) FILTER (WHERE l.account_id <> entry_account OR l.date <> entry_date
      OR la.account_id <> entry_account OR c.account_id <> entry_account)
  INTO line_count, debits, credits, strays
  FROM journal_lines l
  JOIN ledger_accounts la ON la.id = l.ledger_account_id
  LEFT JOIN contacts c ON c.id = l.contact_id
  WHERE l.journal_entry_id = entry_id;
  IF line_count < 2 OR debits <> credits THEN
    RAISE EXCEPTION 'Journal entry % does not balance: % lines, debits %, credits %',
      entry_id, line_count, debits, credits;
  END IF;
  IF strays > 0 THEN
    RAISE EXCEPTION 'Journal entry % has lines of another date or business account', entry_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_check_balanced();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_check_balanced();
