CREATE TABLE "bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" varchar(1000) NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"unit_price" numeric(16, 4) NOT NULL,
	"tax_rate" numeric(5, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"method" varchar(20) NOT NULL,
	"reference" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_payments_method" CHECK ("bill_payments"."method" in ('cash', 'mpesa', 'bank_transfer', 'other')),
	CONSTRAINT "bill_payments_amount_positive" CHECK ("bill_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"bill_number" varchar(100) NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"notes" text,
	"subtotal" numeric(14, 2) DEFAULT '0' NOT NULL,
	"discount_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"tax_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"attachment_stored_name" varchar(64),
	"attachment_file_name" varchar(255),
	"attachment_content_type" varchar(50),
	"attachment_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_status" CHECK ("bills"."status" in ('draft', 'open', 'paid', 'void')),
	CONSTRAINT "bills_due_after_issue" CHECK ("bills"."due_date" >= "bills"."issue_date")
);
--> statement-breakpoint
ALTER TABLE "ledger_open_items" ALTER COLUMN "document_number" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_lines_bill_position_idx" ON "bill_lines" USING btree ("bill_id","position");--> statement-breakpoint
CREATE INDEX "bill_lines_ledger_account_idx" ON "bill_lines" USING btree ("ledger_account_id");--> statement-breakpoint
CREATE INDEX "bill_payments_bill_id_idx" ON "bill_payments" USING btree ("bill_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_vendor_number_unique" ON "bills" USING btree ("account_id","contact_id",lower(btrim("bill_number")));--> statement-breakpoint
CREATE INDEX "bills_account_list_idx" ON "bills" USING btree ("account_id","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_account_due_idx" ON "bills" USING btree ("account_id","status","due_date");--> statement-breakpoint
CREATE INDEX "bills_contact_id_idx" ON "bills" USING btree ("contact_id");--> statement-breakpoint
-- Bills in the open items of 2000: a bill entry's line belongs to the bill's item ('bill:{id}'), a bill
-- payment's line to the item of the bill it paid; the item shows the bill's number and due date.
CREATE OR REPLACE FUNCTION ledger_line_document(entry_source_type varchar, entry_source_id varchar, entry_account_id integer)
RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT CASE entry_source_type
    WHEN 'invoice' THEN entry_source_id
    WHEN 'payment' THEN (SELECT p.invoice_id::text FROM payments p
      WHERE p.account_id = entry_account_id
        AND p.id = CASE WHEN entry_source_id ~ '^[0-9]{1,9}$' THEN entry_source_id::integer END)
    WHEN 'bill' THEN 'bill:' || entry_source_id
    WHEN 'bill_payment' THEN (SELECT 'bill:' || bp.bill_id FROM bill_payments bp
      WHERE bp.account_id = entry_account_id
        AND bp.id = CASE WHEN entry_source_id ~ '^[0-9]{1,9}$' THEN entry_source_id::integer END)
  END
$$;--> statement-breakpoint
-- The bill a document id names ('bill:{id}'), or null.
CREATE FUNCTION ledger_document_bill(document_id varchar) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN document_id ~ '^bill:[0-9]{1,9}$' THEN substr(document_id, 6)::integer END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_sums_add_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_daily_balances AS b (account_id, ledger_account_id, date, debit, credit)
  SELECT account_id, ledger_account_id, date, sum(debit), sum(credit)
  FROM new_lines GROUP BY account_id, ledger_account_id, date
  ON CONFLICT (account_id, ledger_account_id, date)
  DO UPDATE SET debit = b.debit + excluded.debit, credit = b.credit + excluded.credit;

  WITH item_lines AS (
    SELECT l.account_id, l.ledger_account_id, l.contact_id, d.document_id,
      CASE WHEN d.document_id IS NULL THEN l.id END AS line_id, l.date, l.debit - l.credit AS amount
    FROM new_lines l
    JOIN ledger_accounts la ON la.id = l.ledger_account_id AND la.system AND la.number IN ('1200', '2000')
    JOIN journal_entries e ON e.id = l.journal_entry_id
    CROSS JOIN LATERAL (SELECT ledger_line_document(e.source_type, e.source_id, e.account_id) AS document_id) d
  ),
  items AS (
    INSERT INTO ledger_open_items AS i (account_id, ledger_account_id, contact_id, document_id, line_id,
      first_date, last_date, balance, document_number, due_date)
    SELECT n.account_id, n.ledger_account_id, n.contact_id, n.document_id, n.line_id, min(n.date), max(n.date),
      sum(n.amount), min(coalesce(inv.invoice_number, bill.bill_number)), min(coalesce(inv.due_date, bill.due_date))
    FROM item_lines n
    LEFT JOIN invoices inv ON inv.account_id = n.account_id AND inv.id = ledger_document_invoice(n.document_id)
    LEFT JOIN bills bill ON bill.account_id = n.account_id AND bill.id = ledger_document_bill(n.document_id)
    GROUP BY n.account_id, n.ledger_account_id, n.contact_id, n.document_id, n.line_id
    ON CONFLICT ON CONSTRAINT ledger_open_items_key DO UPDATE SET
      first_date = least(i.first_date, excluded.first_date),
      last_date = greatest(i.last_date, excluded.last_date),
      balance = i.balance + excluded.balance,
      document_number = excluded.document_number,
      due_date = excluded.due_date
    RETURNING i.id, i.account_id, i.ledger_account_id, i.contact_id, i.document_id, i.line_id
  )
  -- coalesce() keys (no contact, document or line is 0 or ''): an equality a bulk insert can hash-join.
  INSERT INTO ledger_open_item_movements AS m (item_id, date, amount)
  SELECT items.id, n.date, sum(n.amount)
  FROM item_lines n
  JOIN items ON items.account_id = n.account_id AND items.ledger_account_id = n.ledger_account_id
    AND coalesce(items.contact_id, 0) = coalesce(n.contact_id, 0)
    AND coalesce(items.document_id, '') = coalesce(n.document_id, '')
    AND coalesce(items.line_id, 0) = coalesce(n.line_id, 0)
  GROUP BY items.id, n.date
  ON CONFLICT (item_id, date) DO UPDATE SET amount = m.amount + excluded.amount;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An open item shows its bill's number and due date: a change of either (or the bill's deletion) is copied
-- to its items.
CREATE FUNCTION ledger_open_items_follow_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE ledger_open_items SET document_number = NULL, due_date = NULL
    WHERE account_id = OLD.account_id AND document_id = 'bill:' || OLD.id;
    RETURN NULL;
  END IF;
  UPDATE ledger_open_items SET document_number = NEW.bill_number, due_date = NEW.due_date
  WHERE account_id = NEW.account_id AND document_id = 'bill:' || NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bills_update_open_items AFTER UPDATE OF bill_number, due_date ON bills
  FOR EACH ROW WHEN (OLD.bill_number IS DISTINCT FROM NEW.bill_number OR OLD.due_date IS DISTINCT FROM NEW.due_date)
  EXECUTE FUNCTION ledger_open_items_follow_bill();--> statement-breakpoint
CREATE TRIGGER bills_delete_open_items AFTER DELETE ON bills
  FOR EACH ROW EXECUTE FUNCTION ledger_open_items_follow_bill();
