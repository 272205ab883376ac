import type { JournalSourceType } from '@daftari/contracts';
import { centsToDecimal, toCents } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import { clockNow } from '../../clock.ts';
import { businessToday } from '../../db/business-today.ts';
import { rowsOf } from '../../db/rows.ts';
import { accounts, journalEntries, journalLines, journalSequences } from '../../db/schema.ts';
import type { Executor, Tx } from '../../db/transaction.ts';
import { takingJournalSequence } from '../../db/write-order.ts';
import { HttpError } from '../../http/errors.ts';
import { lockedPeriod } from './lock-date.ts';

/** One line to post, in cents: exactly one of debit and credit above 0. */
export interface PostingLine {
  ledgerAccountId: number;
  contactId: number | null;
  description: string | null;
  debit: bigint;
  credit: bigint;
  /** The VAT rate the line carries (see journal_lines.vat_rate); null when no VAT rule posted it. */
  vatRate: string | null;
  /** A line of a document in another currency: that currency and its signed amount in it (debit-positive). */
  currency?: string | null;
  amountCurrency?: bigint | null;
}

/** A line of a posting rule: debit-positive cents (a negative amount is a credit). */
export interface SignedLine {
  ledgerAccountId: number;
  contactId?: number | null;
  vatRate?: string | null;
  amount: bigint;
  currency?: string | null;
  amountCurrency?: bigint | null;
}

/**
 * The posting lines of signed amounts: merged per account, contact, VAT rate and currency (a credit line of
 * an invoice offsets another line on the same account at the same rate), zeros dropped, each on its side.
 */
export function toPostingLines(lines: readonly SignedLine[]): PostingLine[] {
  type Merged = SignedLine & { contactId: number | null; vatRate: string | null; currency: string | null };
  const merged = new Map<string, Merged>();
  for (const line of lines) {
    const contactId = line.contactId ?? null;
    const vatRate = line.vatRate ?? null;
    const currency = line.currency ?? null;
    const key = `${line.ledgerAccountId}:${contactId}:${vatRate}:${currency}`;
    const found = merged.get(key);
    if (found) {
      found.amount += line.amount;
      if (currency) found.amountCurrency = (found.amountCurrency ?? 0n) + (line.amountCurrency ?? 0n);
    } else {
      const { ledgerAccountId, amount } = line;
      const amountCurrency = currency ? (line.amountCurrency ?? 0n) : null;
      merged.set(key, { ledgerAccountId, contactId, vatRate, amount, currency, amountCurrency });
    }
  }
  return [...merged.values()]
    .filter((line) => line.amount !== 0n)
    .map((line) => ({
      ledgerAccountId: line.ledgerAccountId,
      contactId: line.contactId,
      description: null,
      debit: line.amount > 0n ? line.amount : 0n,
      credit: line.amount < 0n ? -line.amount : 0n,
      vatRate: line.vatRate,
      ...(line.currency ? { currency: line.currency, amountCurrency: line.amountCurrency ?? 0n } : {}),
    }));
}

/** A line's currency columns as stored: both null on a line in the books' currency. */
export const currencyColumns = (line: PostingLine) =>
  line.currency
    ? { currency: line.currency, amountCurrency: centsToDecimal(line.amountCurrency ?? 0n) }
    : { currency: null, amountCurrency: null };

export interface NewEntry {
  accountId: number;
  date: string;
  memo: string | null;
  sourceType: JournalSourceType;
  sourceId: string | null;
  lines: readonly PostingLine[];
  reversalOf?: number;
}

export interface PostOptions {
  /** Posting a document as it stood before the ledger existed: the lock date does not apply. */
  historical?: boolean;
}

/** Today for the business, `yyyy-MM-dd`: the day it is now in its account's time zone. */
export const today = (tx: Executor, accountId: number) => businessToday(tx, accountId, clockNow());

/** The later of two `yyyy-MM-dd` dates. */
export const laterOf = (a: string, b: string) => (a > b ? a : b);

/** A memo cut to fit its column (500 characters, whole code points). */
export const memoOf = (text: string) => Array.from(text).slice(0, 500).join('');

/** `JE-000001`. */
export const formatEntryNumber = (value: number) => `JE-${String(value).padStart(6, '0')}`;

/**
 * Posts one journal entry in the caller's transaction and answers its id, or null when there is nothing to
 * post (no lines). Refuses a date on or before the lock date (422), unless `historical`. The entry must
 * balance: the database checks it at commit.
 *
 * One statement: the account's row read FOR SHARE (a change of the lock date waits for the posting
 * transaction to end), the next entry number taken when the date is open, then the entry and its lines (their
 * triggers run after the statement, the entry in place). The number's upsert locks the counter's row until
 * the transaction ends, so postings of one business take turns (no two entries share a number) and a
 * rollback gives the number back. The sequence is the last lock of a write (db/write-order.ts): from here on
 * the transaction may lock no new document nor contact (lockContacts throws).
 */
export async function post(tx: Tx, entry: NewEntry, options: PostOptions = {}): Promise<number | null> {
  if (entry.lines.length === 0) return null;
  const { accountId, date } = entry;
  takingJournalSequence(tx);
  const open = options.historical ? sql`true` : sql`lock.lock_date is null or lock.lock_date < ${date}::date`;
  const lines = entry.lines.map((line) => {
    const { currency, amountCurrency } = currencyColumns(line);
    return sql`(${line.ledgerAccountId}::integer, ${line.contactId}::integer, ${line.description}::text,
      ${centsToDecimal(line.debit)}::numeric, ${centsToDecimal(line.credit)}::numeric, ${line.vatRate}::text,
      ${currency}::text, ${amountCurrency}::numeric)`;
  });
  const result = await tx.execute(sql`
    with lock as (select lock_date from ${accounts} where id = ${accountId} for share),
    numbered as (
      insert into ${journalSequences} as s (account_id, next_value) select ${accountId}, 2 from lock where ${open}
      on conflict (account_id) do update set next_value = s.next_value + 1
      returning s.next_value - 1 as value
    ),
    entry as (
      insert into ${journalEntries} (account_id, number, date, memo, source_type, source_id, reversal_of)
      select ${accountId}, numbered.value, ${date}::date, ${entry.memo}::text, ${entry.sourceType}::text,
        ${entry.sourceId}::text, ${entry.reversalOf ?? null}::integer
      from numbered
      returning id
    ),
    posted as (
      insert into ${journalLines} (account_id, journal_entry_id, ledger_account_id, contact_id, date, description,
        debit, credit, vat_rate, currency, amount_currency)
      select ${accountId}, entry.id, v.ledger_account_id, v.contact_id, ${date}::date, v.description, v.debit,
        v.credit, v.vat_rate, v.currency, v.amount_currency
      from entry, (values ${sql.join(lines, sql`, `)})
        as v (ledger_account_id, contact_id, description, debit, credit, vat_rate, currency, amount_currency)
    )
    select (select id from entry) as id, (select lock_date::text from lock) as lock_date`);
  const [row] = rowsOf<{ id: number | string | null; lock_date: string | null }>(result);
  if (row?.id == null) {
    if (row?.lock_date) throw lockedPeriod(row.lock_date);
    throw new Error(`journal entry of account ${accountId} was not posted`);
  }
  return Number(row.id);
}

export const entryAlreadyReversed = () => new HttpError(409, 'This entry has already been reversed');

/**
 * Posts the reversal of an entry (its lines with debit and credit swapped, the same source, `reversal_of`
 * pointing at it) dated `date`, and marks the entry `reversed_by`. 409 when it was reversed already.
 */
export async function reverseEntry(
  tx: Tx,
  accountId: number,
  entryId: number,
  date: string,
  options: PostOptions = {},
): Promise<number> {
  const [original] = await tx
    .select({
      number: journalEntries.number,
      sourceType: journalEntries.sourceType,
      sourceId: journalEntries.sourceId,
      reversedBy: journalEntries.reversedBy,
    })
    .from(journalEntries)
    .where(and(eq(journalEntries.id, entryId), eq(journalEntries.accountId, accountId)))
    .for('update');
  if (!original) throw new Error(`journal entry ${entryId} of account ${accountId} not found`);
  if (original.reversedBy !== null) throw entryAlreadyReversed();
  const lines = await tx
    .select({
      ledgerAccountId: journalLines.ledgerAccountId,
      contactId: journalLines.contactId,
      description: journalLines.description,
      debit: journalLines.debit,
      credit: journalLines.credit,
      vatRate: journalLines.vatRate,
      currency: journalLines.currency,
      amountCurrency: journalLines.amountCurrency,
    })
    .from(journalLines)
    .where(and(eq(journalLines.journalEntryId, entryId), eq(journalLines.accountId, accountId)))
    .orderBy(journalLines.id);
  const reversalId = await post(
    tx,
    {
      accountId,
      date,
      memo: `Reversal of ${formatEntryNumber(original.number)}`,
      sourceType: original.sourceType as JournalSourceType,
      sourceId: original.sourceId,
      reversalOf: entryId,
      lines: lines.map((line) => ({
        ledgerAccountId: line.ledgerAccountId,
        contactId: line.contactId,
        description: line.description,
        debit: toCents(line.credit),
        credit: toCents(line.debit),
        vatRate: line.vatRate,
        ...(line.currency
          ? { currency: line.currency, amountCurrency: -toCents(line.amountCurrency ?? '0') }
          : {}),
      })),
    },
    options,
  );
  await tx
    .update(journalEntries)
    .set({ reversedBy: reversalId })
    .where(and(eq(journalEntries.id, entryId), eq(journalEntries.accountId, accountId)));
  return reversalId!;
}

/**
 * Takes an entry of `sourceType` out on its own date, so the balances on every day are as before it was
 * posted; a locked day answers 422. An entry that is not there, or reversed already, is left.
 */
export async function reverseEntryOnItsDate(
  tx: Tx,
  accountId: number,
  entryId: number,
  sourceType: JournalSourceType,
): Promise<void> {
  const [entry] = await tx
    .select({ date: journalEntries.date, reversedBy: journalEntries.reversedBy })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.id, entryId),
        eq(journalEntries.accountId, accountId),
        eq(journalEntries.sourceType, sourceType),
      ),
    );
  if (!entry || entry.reversedBy !== null) return;
  await reverseEntry(tx, accountId, entryId, entry.date);
}
