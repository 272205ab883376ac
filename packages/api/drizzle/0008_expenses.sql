CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"expense_type" varchar(10) NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"dated" date NOT NULL,
	"total_value" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"vat" varchar(10) NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"vat_amount" numeric(14, 2) NOT NULL,
	"description" text NOT NULL,
	"receipt_reference" varchar(100),
	"recurrence" varchar(10),
	"next_occurrence_on" date,
	"merchant_name" varchar(200),
	"attachment_stored_name" varchar(64),
	"attachment_file_name" varchar(255),
	"attachment_content_type" varchar(50),
	"attachment_size" integer,
	"attachment_description" varchar(500),
	"parent_expense_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_expense_type" CHECK ("expenses"."expense_type" in ('Payment', 'Refund')),
	CONSTRAINT "expenses_vat" CHECK ("expenses"."vat" in ('Auto', 'Standard', 'Exempt')),
	CONSTRAINT "expenses_recurrence" CHECK ("expenses"."recurrence" in ('Weekly', 'Monthly', 'Annually')),
	CONSTRAINT "expenses_recurrence_next" CHECK ("expenses"."next_occurrence_on" is null or "expenses"."recurrence" is not null)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"number" varchar(10) NOT NULL,
	"name" varchar(100) NOT NULL,
	"account_type" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_account_number_unique" UNIQUE("account_id","number"),
	CONSTRAINT "ledger_accounts_account_type" CHECK ("ledger_accounts"."account_type" in ('income', 'expense', 'asset', 'liability', 'equity'))
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_parent_expense_id_expenses_id_fk" FOREIGN KEY ("parent_expense_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_account_list_idx" ON "expenses" USING btree ("account_id","dated" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "expenses_next_occurrence_idx" ON "expenses" USING btree ("next_occurrence_on") WHERE "expenses"."next_occurrence_on" is not null;--> statement-breakpoint
CREATE INDEX "expenses_account_merchant_idx" ON "expenses" USING btree ("account_id",lower("merchant_name")) WHERE "expenses"."merchant_name" is not null;--> statement-breakpoint
CREATE INDEX "expenses_ledger_account_idx" ON "expenses" USING btree ("ledger_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_parent_dated_unique" ON "expenses" USING btree ("parent_expense_id","dated") WHERE "expenses"."parent_expense_id" is not null;--> statement-breakpoint
-- The standard small-business chart of accounts, given to every account: new ones through the trigger below,
-- the ones that existed before this migration by the INSERT … SELECT at the end.
CREATE FUNCTION daftari_seed_ledger_accounts(target_account_id integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO ledger_accounts (account_id, number, name, account_type)
  SELECT target_account_id, chart.number, chart.name, chart.account_type
  FROM (VALUES
    ('1000', 'Cash', 'asset'),
    ('1100', 'Bank', 'asset'),
    ('1200', 'Accounts receivable', 'asset'),
    ('1300', 'M-Pesa', 'asset'),
    ('2000', 'Accounts payable', 'liability'),
    ('2100', 'VAT payable', 'liability'),
    ('3000', 'Owner''s equity', 'equity'),
    ('3100', 'Retained earnings', 'equity'),
    ('4000', 'Sales', 'income'),
    ('4100', 'Services', 'income'),
    ('4900', 'Other income', 'income'),
    ('5000', 'Cost of goods sold', 'expense'),
    ('6000', 'Office Costs', 'expense'),
    ('6100', 'Rent', 'expense'),
    ('6200', 'Utilities', 'expense'),
    ('6300', 'Telephone & Internet', 'expense'),
    ('6400', 'Motor Vehicle Expenses', 'expense'),
    ('6500', 'Travel', 'expense'),
    ('6600', 'Meals & Entertainment', 'expense'),
    ('6700', 'Advertising & Marketing', 'expense'),
    ('6800', 'Bank Charges', 'expense'),
    ('6900', 'Professional Fees', 'expense'),
    ('6950', 'Repairs & Maintenance', 'expense'),
    ('6990', 'General Expenses', 'expense')
  ) AS chart (number, name, account_type)
  ON CONFLICT (account_id, number) DO NOTHING;
$$;--> statement-breakpoint
CREATE FUNCTION ledger_accounts_seed_after_account_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM daftari_seed_ledger_accounts(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER accounts_seed_ledger_accounts AFTER INSERT ON accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_seed_after_account_insert();--> statement-breakpoint
SELECT daftari_seed_ledger_accounts(a.id) FROM accounts a
WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts l WHERE l.account_id = a.id);
