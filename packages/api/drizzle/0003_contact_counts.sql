-- contact_counts holds how many contacts each account has by the first character of sort_name, so that
-- GET /contacts answers its total and a letter's total without counting the rows. Only these statement
-- triggers write it (one upsert per statement, so an import of thousands of rows costs one update a letter).
-- The upserts lock rows in (account_id, initial) order, so concurrent writers cannot deadlock on them.
CREATE FUNCTION contact_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_counts AS c (account_id, initial, count)
  SELECT account_id, coalesce(left(sort_name, 1), ''), count(*)::int
  FROM new_contacts GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (account_id, initial) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION contact_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO contact_counts AS c (account_id, initial, count)
  SELECT account_id, initial, sum(n)::int FROM (
    SELECT account_id, coalesce(left(sort_name, 1), '') AS initial, 1 AS n FROM new_contacts
    UNION ALL
    SELECT account_id, coalesce(left(sort_name, 1), ''), -1 FROM old_contacts
  ) changes GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (account_id, initial) DO UPDATE SET count = c.count + excluded.count;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deleting only decrements: when an account is deleted, both contacts and contact_counts cascade from it and
-- its counts may be gone already (an insert here would then violate the foreign key).
CREATE FUNCTION contact_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contact_counts AS c SET count = c.count - gone.n
  FROM (
    SELECT account_id, coalesce(left(sort_name, 1), '') AS initial, count(*)::int AS n
    FROM old_contacts GROUP BY 1, 2 ORDER BY 1, 2
  ) gone
  WHERE c.account_id = gone.account_id AND c.initial = gone.initial;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION contact_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM contact_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contact_counts_insert AFTER INSERT ON contacts
  REFERENCING NEW TABLE AS new_contacts
  FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER contact_counts_update AFTER UPDATE ON contacts
  REFERENCING OLD TABLE AS old_contacts NEW TABLE AS new_contacts
  FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_after_update();--> statement-breakpoint
CREATE TRIGGER contact_counts_delete AFTER DELETE ON contacts
  REFERENCING OLD TABLE AS old_contacts
  FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_after_delete();--> statement-breakpoint
CREATE TRIGGER contact_counts_truncate AFTER TRUNCATE ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION contact_counts_after_truncate();--> statement-breakpoint
INSERT INTO contact_counts (account_id, initial, count)
SELECT account_id, coalesce(left(sort_name, 1), ''), count(*)::int FROM contacts GROUP BY 1, 2;
