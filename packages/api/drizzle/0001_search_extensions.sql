-- Substring search on contacts (and later invoices, ...): pg_trgm provides the trigram operator classes for
-- LIKE '%term%', btree_gin lets a GIN index lead with account_id. Both are trusted extensions (PostgreSQL 13+):
-- the database owner may create them; PGlite loads them in src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
