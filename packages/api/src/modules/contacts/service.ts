import type { Contact, contactInputSchema, contactListQuerySchema, PageMeta } from '@daftari/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accounts, contactCounts, contacts } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, writeTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { pageMeta, pageOffset } from '../../http/paging.ts';

/** A contact as POST/PUT and the import validate it (blank fields are null). */
export type ContactFields = z.output<typeof contactInputSchema>;
export type ContactListQuery = z.output<typeof contactListQuerySchema>;

export const contactNotFound = () => new HttpError(404, 'Contact not found');

type ContactValues = ReturnType<typeof contactValues>;

/** The column of each editable field. */
const editableColumns: { [K in keyof ContactValues]: (typeof contacts)[K] } = {
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  companyName: contacts.companyName,
  email: contacts.email,
  phone: contacts.phone,
  kraPin: contacts.kraPin,
  street: contacts.street,
  city: contacts.city,
  state: contacts.state,
  postalCode: contacts.postalCode,
  country: contacts.country,
};

/** The columns an answer needs (not the search text). */
export const contactColumns = {
  id: contacts.id,
  fullName: contacts.fullName,
  ...editableColumns,
  createdAt: contacts.createdAt,
  storedCurrency: contacts.currency,
  booksCurrency: sql<string>`(select ${accounts.currency} from ${accounts} where ${accounts.id} = ${contacts.accountId})`,
};
type ContactRow = {
  [K in keyof Omit<
    typeof contactColumns,
    'storedCurrency' | 'booksCurrency'
  >]: (typeof contacts.$inferSelect)[K];
} & { storedCurrency: string | null; booksCurrency: string };

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    first_name: row.firstName,
    last_name: row.lastName,
    company_name: row.companyName,
    phone: row.phone,
    kra_pin: row.kraPin,
    currency: row.storedCurrency ?? row.booksCurrency,
    billing_address: {
      street: row.street,
      city: row.city,
      state: row.state,
      postal_code: row.postalCode,
      country: row.country,
    },
    created_at: row.createdAt.toISOString(),
  };
}

/** Every editable column, from validated input (a PUT's merged result): a field left out is null. */
export function contactValues(input: ContactFields) {
  const address = input.billing_address;
  return {
    firstName: input.first_name ?? null,
    lastName: input.last_name ?? null,
    companyName: input.company_name ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    kraPin: input.kra_pin ?? null,
    street: address?.street ?? null,
    city: address?.city ?? null,
    state: address?.state ?? null,
    postalCode: address?.postal_code ?? null,
    country: address?.country ?? null,
  };
}

/** `full_name` as the database derives it, for answers about rows not stored (the import preview). */
export function fullNameOf(input: ContactFields): string | null {
  const { first_name: first, last_name: last } = input;
  if (first && last) return `${first} ${last}`;
  return first ?? last ?? input.company_name ?? null;
}

/** The list order and the letter filter's key: the lower-cased display name in the "C" collation. */
const sortKey = sql`(${contacts.sortName} collate "C")`;

/** `%`, `_` and `\` in a search are literal characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of GET /contacts: the account, then the letter (a range on the sort key) and the search. */
export function contactListFilter(
  accountId: number,
  { search, letter }: Pick<ContactListQuery, 'search' | 'letter'>,
): SQL {
  const conditions: SQL[] = [eq(contacts.accountId, accountId)];
  if (letter) {
    const from = letter.toLowerCase();
    const to = String.fromCharCode(from.charCodeAt(0) + 1);
    conditions.push(sql`${sortKey} >= ${from}`, sql`${sortKey} < ${to}`);
  }
  if (search) {
    // search_text is lower(...) of name, company and e-mail; lower() here folds case the same way, and the
    // trigram GIN index answers LIKE '%term%' (terms under three characters fall back to the btree).
    conditions.push(sql`${contacts.searchText} like lower(${`%${escapeLike(search)}%`})`);
  }
  return and(...conditions)!;
}

/**
 * The two queries of a list page.
 * - page: the ids of the page come from the sort index alone (an index-only scan, so skipping 50,000 rows
 *   costs little and a search filters on the indexed search_text), then only those rows are read. When the
 *   total is known and the page lies in the back half, the index is walked from the end instead (the last
 *   page of 100,000 skips 10 entries, not 99,990); the outer query puts the rows back in order.
 * - count: without a search, the sum of the account's `contact_counts` (one row a letter); with one, a COUNT
 *   over the same filter (the trigram index for three characters or more, else see withIndexOnlyScan).
 */
export function contactListQueries(db: Db, accountId: number, query: ContactListQuery, total?: number) {
  const where = contactListFilter(accountId, query);
  let offset = pageOffset(query);
  let limit = query.per_page;
  const fromEnd = total !== undefined && offset < total && offset > total / 2;
  if (fromEnd) {
    const end = Math.min(offset + limit, total);
    limit = end - offset;
    offset = total - end;
  }
  const pageIds = db
    .select({ id: contacts.id })
    .from(contacts)
    .where(where)
    .orderBy(...(fromEnd ? [desc(sortKey), desc(contacts.id)] : [sortKey, contacts.id]))
    .limit(limit)
    .offset(offset)
    .as('page_ids');
  const page = db
    .select(contactColumns)
    .from(contacts)
    .innerJoin(pageIds, eq(contacts.id, pageIds.id))
    .where(eq(contacts.accountId, accountId))
    .orderBy(sortKey, contacts.id);
  const count = query.search
    ? db.select({ count: sql<number>`count(*)::int` }).from(contacts).where(where)
    : db
        .select({ count: sql<number>`coalesce(sum(${contactCounts.count}), 0)::int` })
        .from(contactCounts)
        .where(
          and(
            eq(contactCounts.accountId, accountId),
            query.letter ? eq(contactCounts.initial, query.letter.toLowerCase()) : undefined,
          ),
        );
  return { page, count };
}

/** pg_trgm extracts no trigram from a shorter term, so the GIN index cannot narrow such a search. */
const TRIGRAM_LENGTH = 3;

/** Whether a search has to test every contact of the account (its term has no trigram to look up). */
export const isShortSearch = (search: string | undefined): boolean =>
  search !== undefined && [...search].length < TRIGRAM_LENGTH;

/**
 * Runs `work` in a transaction whose planner avoids heap and bitmap scans. A short search tests every contact
 * of the account; the sort index holds search_text, so an index-only scan of the account's entries reads far
 * less than the sequential scan of every account's rows the planner tends to prefer (for 100,000 contacts,
 * 11-18 ms instead of 25-60 ms on PostgreSQL).
 */
export function withIndexOnlyScan<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`,
    );
    return work(tx);
  });
}

/** GET /contacts: one page and its meta. A page past the end is empty, with the real totals. */
export async function listContacts(
  db: Db,
  accountId: number,
  query: ContactListQuery,
): Promise<{ data: Contact[]; meta: PageMeta }> {
  let total: number;
  let rows: ContactRow[];
  if (query.search) {
    // The count is the slow part: on PostgreSQL it runs beside the page query, on another connection
    // (PGlite runs the two one after the other).
    const count = (on: Db) => contactListQueries(on, accountId, query).count;
    const [found, [counted]] = await Promise.all([
      contactListQueries(db, accountId, query).page,
      isShortSearch(query.search) ? withIndexOnlyScan(db, count) : count(db),
    ]);
    total = Number(counted?.count ?? 0);
    rows = found;
  } else {
    // The total is one indexed lookup; knowing it first lets a back-half page walk the index from the end,
    // and a page past the end needs no page query at all.
    const [counted] = await contactListQueries(db, accountId, query).count;
    total = Number(counted?.count ?? 0);
    rows = pageOffset(query) < total ? await contactListQueries(db, accountId, query, total).page : [];
  }
  return { data: rows.map(toContact), meta: pageMeta(total, query) };
}

export async function getContact(db: Db, accountId: number, id: number): Promise<Contact> {
  const [row] = await db
    .select(contactColumns)
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.accountId, accountId)))
    .limit(1);
  if (!row) throw contactNotFound();
  return toContact(row);
}

export async function createContact(db: Db, accountId: number, input: ContactFields): Promise<Contact> {
  const [row] = await db
    .insert(contacts)
    .values({ accountId, ...contactValues(input), currency: input.currency ?? null })
    .returning(contactColumns);
  return toContact(row!);
}

/** Rows per INSERT statement of an import. */
const IMPORT_CHUNK = 5000;

/** The editable fields in one fixed order: the import's column list and its arrays follow it. */
const editableFields = Object.keys(editableColumns) as (keyof ContactValues)[];

/**
 * Creates all the contacts in one transaction: all or none. Returns how many were created. Each chunk is one
 * `INSERT ... SELECT FROM unnest(<one array a column>)`: eleven parameters whatever the number of rows, where
 * a multi-row VALUES list would cost Drizzle about 100 ms to build per 1,000 rows (13 s for a 5 MB file).
 */
export async function insertContacts(db: Db, accountId: number, inputs: ContactFields[]): Promise<number> {
  if (inputs.length === 0) return 0;
  const columns = sql.join(
    editableFields.map((field) => sql.identifier(editableColumns[field].name)),
    sql`, `,
  );
  await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
    for (let start = 0; start < inputs.length; start += IMPORT_CHUNK) {
      const rows = inputs.slice(start, start + IMPORT_CHUNK).map(contactValues);
      const arrays = editableFields.map((field) => sql`${sql.param(rows.map((row) => row[field]))}::text[]`);
      await tx.execute(sql`
        insert into ${contacts} (${sql.identifier(contacts.accountId.name)}, ${columns})
        select ${accountId}, * from unnest(${sql.join(arrays, sql`, `)})`);
    }
  });
  return inputs.length;
}

/** Imports at least this large refresh the table's statistics and visibility map right away. */
export const LARGE_IMPORT_ROWS = 1000;

/**
 * VACUUM ANALYZE after a large import. On PostgreSQL autovacuum would get there within a minute or so; PGlite
 * has no autovacuum at all, and without statistics its planner sorts the whole account for every page, and
 * without the visibility map index-only scans visit the table for every row they skip.
 */
export async function refreshContactStatistics(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze contacts`);
}
