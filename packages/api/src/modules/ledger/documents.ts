import type { JournalSourceType } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { journalEntries, journalLines } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { laterOf, type PostingLine, post, reverseEntry, today } from './posting.ts';

/**
 * What a document posts, as its posting rule (a pure function of `postings/`) answers it: its source, its own
 * date, a memo and its lines.
 */
export interface Posting {
  sourceType: JournalSourceType;
  sourceId: string;
  /** The document's date (an invoice's issue_date, a payment's paid_on, an expense's dated). */
  date: string;
  memo: string;
  lines: readonly PostingLine[];
}

/** A document's posting in one business. */
export interface DocumentPosting extends Posting {
  accountId: number;
}

export interface SyncOptions {
  /** The document's date changed: re-post even when the lines did not. */
  moved?: boolean;
  /**
   * Posting a document that existed before the ledger: posted once at its own date (lock date aside), and
   * left alone when it has an entry already.
   */
  historical?: boolean;
}

/** The same lines, whatever their order and descriptions. */
function sameLines(a: readonly PostingLine[], b: readonly PostingLine[]): boolean {
  const key = (line: PostingLine) =>
    `${line.ledgerAccountId}:${line.contactId}:${line.vatRate}:${line.debit}:${line.credit}:${line.currency ?? null}:${line.amountCurrency ?? null}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((k, i) => k === right[i]);
}

interface DocumentEntry {
  id: number;
  date: string;
  /** The lines of the document's active entry (neither reversed nor a reversal); null on the others. */
  lines:
    | {
        ledgerAccountId: number;
        contactId: number | null;
        debit: string;
        credit: string;
        vatRate: string | null;
        currency: string | null;
        amountCurrency: string | null;
      }[]
    | null;
  active: boolean;
}

/** The entries a document posted, oldest first, with the lines of its active one: one round trip. */
async function documentEntries(
  tx: Tx,
  { accountId, sourceType, sourceId }: Pick<DocumentPosting, 'accountId' | 'sourceType' | 'sourceId'>,
): Promise<DocumentEntry[]> {
  const result = await tx.execute(sql`
    select e.id, e.date::text as date, e.reversal_of is null and e.reversed_by is null as active,
      case when e.reversal_of is null and e.reversed_by is null then (
        select json_agg(json_build_object('ledgerAccountId', l.ledger_account_id, 'contactId', l.contact_id,
          'debit', l.debit::text, 'credit', l.credit::text, 'vatRate', l.vat_rate,
          'currency', l.currency, 'amountCurrency', l.amount_currency::text))
        from ${journalLines} l where l.journal_entry_id = e.id and l.account_id = e.account_id
      ) end as lines
    from ${journalEntries} e
    where e.account_id = ${accountId} and e.source_type = ${sourceType} and e.source_id = ${sourceId}
    order by e.id`);
  return rowsOf<DocumentEntry & { id: number | string }>(result).map((row) => ({
    ...row,
    id: Number(row.id),
  }));
}

/** An entry's stored lines as posting lines. */
const postingLinesOf = (lines: NonNullable<DocumentEntry['lines']>): PostingLine[] =>
  lines.map(({ currency, amountCurrency, ...line }) => ({
    ...line,
    description: null,
    debit: toCents(line.debit),
    credit: toCents(line.credit),
    ...(currency ? { currency, amountCurrency: toCents(amountCurrency ?? '0') } : {}),
  }));

/**
 * Brings a document's ledger entry in line with what the document now says, in the document's transaction:
 * - never posted: its entry is posted at the document's date;
 * - posted, and the lines (or, with `moved`, the date) changed: its entry is reversed and the new one posted,
 *   dated the day of the change, or when that is later, the new entry the document's date and the reversal
 *   the reversed entry's date;
 * - no lines (a zero total, or a deleted document): the entry is reversed and nothing new posted.
 * Any of these dates on or before the lock date: 422, and the document's write fails with it.
 */
export async function syncDocumentEntry(
  tx: Tx,
  posting: DocumentPosting,
  options: SyncOptions = {},
): Promise<void> {
  const { accountId, sourceType, sourceId } = posting;
  const entries = await documentEntries(tx, posting);
  const entry = { accountId, memo: posting.memo, sourceType, sourceId, lines: posting.lines };
  if (entries.length === 0) {
    await post(tx, { ...entry, date: posting.date }, { historical: options.historical ?? false });
    return;
  }
  if (options.historical) return;
  const active = entries.find((row) => row.active);
  if (active?.lines && !options.moved && sameLines(postingLinesOf(active.lines), posting.lines)) return;
  const now = await today(tx, accountId);
  const date = laterOf(now, posting.date);
  // The reversal takes the entry out on the day of the change, or on the entry's own date when that is later
  // (never before it): from today on, the ledger says what the documents say, whichever way the date moved.
  if (active) await reverseEntry(tx, accountId, active.id, laterOf(now, active.date));
  await post(tx, { ...entry, date });
}

/**
 * Takes a document's entry out as though it had never been posted: its active entry reversed on its own date,
 * so the ledger on every earlier day is as before. This is for a record that was a mistake rather than a
 * change (a payment a statement line recorded, let go when the line is unmatched), whose money account's
 * reconciliations must not see it. A locked day answers 422; a document with nothing active is left.
 */
export async function withdrawDocumentEntry(
  tx: Tx,
  document: Pick<DocumentPosting, 'accountId' | 'sourceType' | 'sourceId'>,
): Promise<void> {
  const active = (await documentEntries(tx, document)).find((row) => row.active);
  if (active) await reverseEntry(tx, document.accountId, active.id, active.date);
}
