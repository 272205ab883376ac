CREATE TABLE "ledger_daily_balances" (
	"account_id" integer NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"date" date NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_daily_balances_account_id_ledger_account_id_date_pk" PRIMARY KEY("account_id","ledger_account_id","date")
);
--> statement-breakpoint
CREATE TABLE "ledger_open_item_movements" (
	"item_id" integer NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_open_item_movements_item_id_date_pk" PRIMARY KEY("item_id","date")
);
--> statement-breakpoint
CREATE TABLE "ledger_open_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"contact_id" integer,
	"document_id" varchar(64),
	"document_number" varchar(30),
	"due_date" date,
	"line_id" integer,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "ledger_open_items_key" UNIQUE NULLS NOT DISTINCT("account_id","ledger_account_id","contact_id","document_id","line_id")
);
--> statement-breakpoint
ALTER TABLE "ledger_daily_balances" ADD CONSTRAINT "ledger_daily_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_daily_balances" ADD CONSTRAINT "ledger_daily_balances_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_open_item_movements" ADD CONSTRAINT "ledger_open_item_movements_item_id_ledger_open_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."ledger_open_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_open_items" ADD CONSTRAINT "ledger_open_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_open_items" ADD CONSTRAINT "ledger_open_items_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_open_items_open_idx" ON "ledger_open_items" USING btree ("account_id","ledger_account_id","last_date","contact_id","first_date","due_date","balance") WHERE "ledger_open_items"."balance" <> 0;--> statement-breakpoint
CREATE INDEX "ledger_open_items_document_idx" ON "ledger_open_items" USING btree ("account_id","document_id") WHERE "ledger_open_items"."document_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_open_items_span_idx" ON "ledger_open_items" USING gist (daterange("first_date", "last_date")) WHERE "ledger_open_items"."last_date" > "ledger_open_items"."first_date";--> statement-breakpoint
-- The item a line of a control account (system 1200 or 2000) belongs to: its document (the invoice an
-- invoice entry posted, the invoice a payment entry paid), or the line itself when no document posted it.
CREATE FUNCTION ledger_line_document(entry_source_type varchar, entry_source_id varchar, entry_account_id integer)
RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT CASE entry_source_type
    WHEN 'invoice' THEN entry_source_id
    WHEN 'payment' THEN (SELECT p.invoice_id::text FROM payments p
      WHERE p.account_id = entry_account_id
        AND p.id = CASE WHEN entry_source_id ~ '^[0-9]{1,9}$' THEN entry_source_id::integer END)
  END
$$;--> statement-breakpoint
-- The invoice a document id names (its UUID), or null.
CREATE FUNCTION ledger_document_invoice(document_id varchar) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN document_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    THEN document_id::uuid END
$$;--> statement-breakpoint
-- Adds a batch of inserted journal lines to the sums, in the inserting transaction: one statement-level
-- trigger per INSERT (a bulk insert stays one aggregate). Postings of one business take turns on its
-- journal_sequences row; different businesses touch different rows, so they never wait on each other.
CREATE FUNCTION ledger_sums_add_lines() RETURNS trigger LANGUAGE plpgsql AS $$
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
      sum(n.amount), min(inv.invoice_number), min(inv.due_date)
    FROM item_lines n
    LEFT JOIN invoices inv ON inv.account_id = n.account_id AND inv.id = ledger_document_invoice(n.document_id)
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
CREATE TRIGGER journal_lines_add_to_sums AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION ledger_sums_add_lines();--> statement-breakpoint
-- An open item shows its invoice's number and due date: a change of either (or the invoice's deletion) is
-- copied to its items.
CREATE FUNCTION ledger_open_items_follow_invoice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE ledger_open_items SET document_number = NULL, due_date = NULL
    WHERE account_id = OLD.account_id AND document_id = OLD.id::text;
    RETURN NULL;
  END IF;
  UPDATE ledger_open_items SET document_number = NEW.invoice_number, due_date = NEW.due_date
  WHERE account_id = NEW.account_id AND document_id = NEW.id::text;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER invoices_update_open_items AFTER UPDATE OF invoice_number, due_date ON invoices
  FOR EACH ROW WHEN (OLD.invoice_number IS DISTINCT FROM NEW.invoice_number OR OLD.due_date IS DISTINCT FROM NEW.due_date)
  EXECUTE FUNCTION ledger_open_items_follow_invoice();--> statement-breakpoint
CREATE TRIGGER invoices_delete_open_items AFTER DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION ledger_open_items_follow_invoice();
--> statement-breakpoint
-- The lines posted before these sums existed, summed as the trigger sums a batch.
INSERT INTO ledger_daily_balances (account_id, ledger_account_id, date, debit, credit)
SELECT account_id, ledger_account_id, date, sum(debit), sum(credit)
FROM journal_lines GROUP BY account_id, ledger_account_id, date;--> statement-breakpoint
CREATE TABLE ledger_backfill_item_lines AS
SELECT l.account_id, l.ledger_account_id, l.contact_id, d.document_id,
  CASE WHEN d.document_id IS NULL THEN l.id END AS line_id, l.date, l.debit - l.credit AS amount
FROM journal_lines l
JOIN ledger_accounts la ON la.id = l.ledger_account_id AND la.system AND la.number IN ('1200', '2000')
JOIN journal_entries e ON e.id = l.journal_entry_id
CROSS JOIN LATERAL (SELECT ledger_line_document(e.source_type, e.source_id, e.account_id) AS document_id) d;--> statement-breakpoint
INSERT INTO ledger_open_items (account_id, ledger_account_id, contact_id, document_id, line_id, first_date,
  last_date, balance, document_number, due_date)
SELECT n.account_id, n.ledger_account_id, n.contact_id, n.document_id, n.line_id, min(n.date), max(n.date),
  sum(n.amount), min(inv.invoice_number), min(inv.due_date)
FROM ledger_backfill_item_lines n
LEFT JOIN invoices inv ON inv.account_id = n.account_id AND inv.id = ledger_document_invoice(n.document_id)
GROUP BY n.account_id, n.ledger_account_id, n.contact_id, n.document_id, n.line_id;--> statement-breakpoint
INSERT INTO ledger_open_item_movements (item_id, date, amount)
SELECT i.id, n.date, sum(n.amount)
FROM ledger_backfill_item_lines n
JOIN ledger_open_items i ON i.account_id = n.account_id AND i.ledger_account_id = n.ledger_account_id
  AND coalesce(i.contact_id, 0) = coalesce(n.contact_id, 0)
  AND coalesce(i.document_id, '') = coalesce(n.document_id, '')
  AND coalesce(i.line_id, 0) = coalesce(n.line_id, 0)
GROUP BY i.id, n.date;--> statement-breakpoint
DROP TABLE ledger_backfill_item_lines;
--> statement-breakpoint
-- A page of one ledger account's lines (the general ledger) in (date, id) order, the lines before it (their
-- debits and credits carry the balance) and their count: all read from this index alone.
DROP INDEX "journal_lines_account_ledger_date_idx";--> statement-breakpoint
CREATE INDEX "journal_lines_account_ledger_date_id_idx" ON "journal_lines" USING btree ("account_id","ledger_account_id","date","id","debit","credit");
