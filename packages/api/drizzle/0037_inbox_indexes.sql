CREATE TABLE "bank_line_counts" (
	"account_id" integer NOT NULL,
	"ledger_account_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "bank_line_counts_account_id_ledger_account_id_status_pk" PRIMARY KEY("account_id","ledger_account_id","status")
);
--> statement-breakpoint
ALTER TABLE "bank_lines" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("description" || E'\n' || coalesce("counterparty", '') || E'\n' || coalesce("reference", '') || E'\n' || coalesce("account_ref", ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_line_counts" ADD CONSTRAINT "bank_line_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_line_counts" ADD CONSTRAINT "bank_line_counts_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_lines_inbox_idx" ON "bank_lines" USING btree ("account_id","ledger_account_id","date" DESC NULLS LAST,"statement_id" DESC NULLS LAST,"position","id" DESC NULLS LAST,"status");--> statement-breakpoint
CREATE INDEX "bank_lines_account_inbox_idx" ON "bank_lines" USING btree ("account_id","date" DESC NULLS LAST,"statement_id" DESC NULLS LAST,"position","id" DESC NULLS LAST,"status");--> statement-breakpoint
CREATE INDEX "bank_lines_search_idx" ON "bank_lines" USING gin ("account_id","search_text" gin_trgm_ops);--> statement-breakpoint
-- bank_line_counts holds how many lines each money account has in each status, so that GET /bank_lines answers
-- its summary and total without counting the rows. Only these statement triggers write it (one upsert per
-- statement: an import of 10,000 lines costs one update a status), locking its rows in key order.
CREATE FUNCTION bank_line_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bank_line_counts AS c (account_id, ledger_account_id, status, count)
  SELECT account_id, ledger_account_id, status, count(*)::int
  FROM new_lines GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (account_id, ledger_account_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION bank_line_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO bank_line_counts AS c (account_id, ledger_account_id, status, count)
  SELECT account_id, ledger_account_id, status, sum(n)::int FROM (
    SELECT account_id, ledger_account_id, status, 1 AS n FROM new_lines
    UNION ALL
    SELECT account_id, ledger_account_id, status, -1 FROM old_lines
  ) changes GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (account_id, ledger_account_id, status) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deleting only decrements: when an account or a ledger account is deleted, its lines and their counts both
-- cascade from it and the counts may be gone already (an insert here would then violate the foreign key).
CREATE FUNCTION bank_line_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bank_line_counts AS c SET count = c.count - gone.n
  FROM (
    SELECT account_id, ledger_account_id, status, count(*)::int AS n
    FROM old_lines GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ) gone
  WHERE c.account_id = gone.account_id AND c.ledger_account_id = gone.ledger_account_id
    AND c.status = gone.status;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION bank_line_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM bank_line_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER bank_line_counts_insert AFTER INSERT ON bank_lines
  REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION bank_line_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER bank_line_counts_update AFTER UPDATE ON bank_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION bank_line_counts_after_update();--> statement-breakpoint
CREATE TRIGGER bank_line_counts_delete AFTER DELETE ON bank_lines
  REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION bank_line_counts_after_delete();--> statement-breakpoint
CREATE TRIGGER bank_line_counts_truncate AFTER TRUNCATE ON bank_lines
  FOR EACH STATEMENT EXECUTE FUNCTION bank_line_counts_after_truncate();--> statement-breakpoint
INSERT INTO bank_line_counts (account_id, ledger_account_id, status, count)
SELECT account_id, ledger_account_id, status, count(*)::int FROM bank_lines GROUP BY 1, 2, 3;
