import type { JournalEntry, journalEntryCreateRequestSchema } from '@daftari/contracts';
import { exactCents } from '@daftari/format';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contacts, journalEntries, ledgerAccounts } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { isInt4 } from '../../http/ids.ts';
import { journalEntryNotFound } from './errors.ts';
import { entryAlreadyReversed, laterOf, type PostingLine, post, reverseEntry, today } from './posting.ts';
import { getJournalEntry } from './queries.ts';

export type ManualEntry = z.output<typeof journalEntryCreateRequestSchema>['journal_entry'];

const AMOUNTS_TOO_LARGE = 'The amounts are too large: a line must stay below 1,000,000,000,000';
const ledgerTransaction = <T>(db: Db, work: (tx: Tx) => Promise<T>) =>
  writeTransaction(db, AMOUNTS_TOO_LARGE, work);

/** The lines in cents; 422 `Debits and credits must be equal` unless they balance. */
function balancedLines(entry: ManualEntry): PostingLine[] {
  const lines = entry.lines.map((line) => ({
    ledgerAccountId: line.ledger_account_id,
    contactId: line.contact_id ?? null,
    description: line.description ?? null,
    debit: line.debit ? exactCents(line.debit) : 0n,
    credit: line.credit ? exactCents(line.credit) : 0n,
    vatRate: null,
  }));
  const debits = lines.reduce((sum, line) => sum + line.debit, 0n);
  const credits = lines.reduce((sum, line) => sum + line.credit, 0n);
  if (debits !== credits) {
    const message = 'Debits and credits must be equal';
    throw new HttpError(422, message, { lines: [message] });
  }
  return lines;
}

/** 422 naming each line whose account is not an open one of the business, or whose contact is not its. */
async function assertLineReferences(tx: Tx, accountId: number, lines: readonly PostingLine[]): Promise<void> {
  const accountIds = [...new Set(lines.map((line) => line.ledgerAccountId).filter(isInt4))];
  const contactIds = [...new Set(lines.map((line) => line.contactId).filter((id) => id !== null))].filter(
    isInt4,
  );
  const [accounts, known] = await Promise.all([
    accountIds.length
      ? tx
          .select({ id: ledgerAccounts.id, archived: ledgerAccounts.archived })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.accountId, accountId), inArray(ledgerAccounts.id, accountIds)))
      : [],
    contactIds.length
      ? tx
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.accountId, accountId), inArray(contacts.id, contactIds)))
      : [],
  ]);
  const archived = new Map(accounts.map((row) => [row.id, row.archived]));
  const contactSet = new Set(known.map((row) => row.id));
  const details: Record<string, string[]> = {};
  lines.forEach((line, index) => {
    const state = archived.get(line.ledgerAccountId);
    if (state === undefined) details[`lines.${index}.ledger_account_id`] = ['Account not found'];
    else if (state) details[`lines.${index}.ledger_account_id`] = ['This account is archived'];
    if (line.contactId !== null && !contactSet.has(line.contactId)) {
      details[`lines.${index}.contact_id`] = ['Contact not found'];
    }
  });
  const [first] = Object.values(details);
  if (first) throw new HttpError(422, first[0]!, details);
}

/** POST /journal_entries: a manual entry, checked (balance, accounts, contacts, lock date) and posted. */
export async function createManualEntry(
  db: Db,
  accountId: number,
  entry: ManualEntry,
): Promise<JournalEntry> {
  const lines = balancedLines(entry);
  const id = await ledgerTransaction(db, async (tx) => {
    await assertLineReferences(tx, accountId, lines);
    return post(tx, {
      accountId,
      date: entry.date,
      memo: entry.memo ?? null,
      sourceType: 'manual',
      sourceId: null,
      lines,
    });
  });
  return getJournalEntry(db, accountId, id!);
}

/** What the owner may reverse by hand; the rest follows its document. */
const REVERSIBLE_BY_HAND = new Set(['manual', 'opening_balance']);

/**
 * POST /journal_entries/{id}/reverse: the reversing entry, dated `date` (default: today, or the entry's date
 * when later; never before the entry's). 409 when reversed already, 422 for an entry a document posted.
 */
export async function reverseManualEntry(
  db: Db,
  accountId: number,
  id: number,
  date: string | undefined,
): Promise<JournalEntry> {
  const reversalId = await ledgerTransaction(db, async (tx) => {
    const [entry] = await tx
      .select({
        date: journalEntries.date,
        sourceType: journalEntries.sourceType,
        sourceId: journalEntries.sourceId,
        reversedBy: journalEntries.reversedBy,
      })
      .from(journalEntries)
      .where(and(eq(journalEntries.id, id), eq(journalEntries.accountId, accountId)))
      .for('update');
    if (!entry) throw journalEntryNotFound();
    // An opening balance an invoice brought forward follows its invoice (void it); one keyed by hand does not.
    if (!REVERSIBLE_BY_HAND.has(entry.sourceType) || entry.sourceId !== null) {
      throw new HttpError(
        422,
        `This entry was posted by a document (${entry.sourceType.replace('_', ' ')}): change the document instead`,
      );
    }
    if (entry.reversedBy !== null) throw entryAlreadyReversed();
    if (date !== undefined && date < entry.date) {
      const message = `A reversal cannot be dated before the entry it reverses (${entry.date})`;
      throw new HttpError(422, message, { date: [message] });
    }
    return reverseEntry(tx, accountId, id, date ?? laterOf(await today(tx, accountId), entry.date));
  });
  return getJournalEntry(db, accountId, reversalId);
}
