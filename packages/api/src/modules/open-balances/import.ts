/**
 * Bringing documents forward from the tool used before (open invoices, open bills), shared by both kinds:
 * every row matched to its contact and checked against the database, then all stored in one transaction.
 */
import { documentCurrencies, otherCurrencyMessage } from '@daftari/contracts';
import { centsToDecimal } from '@daftari/format';
import { accountCurrency } from '../../db/account-currency.ts';
import type { Db } from '../../db/client.ts';
import type { Executor, Tx } from '../../db/transaction.ts';
import { lockContacts } from '../../db/write-order.ts';
import { type ImportRow, rowErrors } from '../../http/csv-import/file.ts';
import { type OpenBalanceKind, wordsOf } from '../../http/csv-import/open-balance/kind.ts';
import type { OpenBalanceRow } from '../../http/csv-import/open-balance/row.ts';
import { assertOpenPeriod } from '../ledger/index.ts';
import { contactFinder, type FoundContact } from './contact-finder.ts';

/** A document matched to its contact (the contact's id and display name). */
export interface ResolvedOpenBalance extends OpenBalanceRow {
  contact_id: number;
  contact_name: string;
}
export type ResolvedRow = ImportRow<ResolvedOpenBalance>;

/** The one line of a document brought forward: what was still owed on the switching date. */
const BROUGHT_FORWARD = 'Balance brought forward';

/** The rows of a file to bring forward into an account, on a switching date. */
export interface OpenBalanceImport {
  accountId: number;
  switchingDate: string;
  rows: ImportRow<OpenBalanceRow>[];
}

/** What every document of one import is stored with. */
export interface OpenBalanceContext {
  accountId: number;
  currency: string;
  switchingDate: string;
}

/** A kind of open-balance import with the tables it writes. */
export interface OpenBalanceBook<D extends string, C extends string> extends OpenBalanceKind<D, C> {
  /** The numbers the account's documents of this kind already use, with their contacts. */
  usedNumbers(tx: Executor, accountId: number): Promise<{ contactId: number; number: string }[]>;
  /** Why a row's number cannot be brought forward: it is taken (`contact` is the row's). */
  numberTaken(number: string, contact: FoundContact | null): string;
  /** Runs the import's writes in one transaction (the documents and their postings commit together). */
  transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Stores the documents, open and posted on the switching date, in the caller's transaction. */
  insert(tx: Tx, context: OpenBalanceContext, rows: ResolvedRow[]): Promise<void>;
}

/**
 * A number as the documents' unique index compares it: per contact, trimmed and ignoring case; else as it is.
 * Null while the contact a per-contact number needs is unknown.
 */
function numberKey(numberedPerContact: boolean, number: string, contactId: number | null): string | null {
  if (!numberedPerContact) return number;
  return contactId === null ? null : `${contactId}:${number.trim().toLowerCase()}`;
}

/**
 * Matches every row to a contact of the account (by e-mail, else by name) and checks what needs the database:
 * the number is not taken (by a stored document or another row of the file), the document is dated on or
 * before the switching date and in the account's currency (when the row names one), and the switching date is
 * not in a locked period. Any failure: 422 naming the
 * lines, nothing stored.
 */
export async function resolveOpenBalances<D extends string, C extends string>(
  tx: Executor,
  book: OpenBalanceBook<D, C>,
  { accountId, switchingDate, rows }: OpenBalanceImport,
): Promise<ResolvedRow[]> {
  await assertOpenPeriod(tx, accountId, switchingDate);
  const { Document, Contact, plural } = wordsOf(book);
  const find = await contactFinder(tx, accountId, { role: Contact, documents: `open ${plural}` });
  const keyOf = (number: string, contactId: number | null) =>
    numberKey(book.numberedPerContact, number, contactId);
  const used = new Set(
    (await book.usedNumbers(tx, accountId)).map(({ contactId, number }) => keyOf(number, contactId)),
  );
  const currency = await accountCurrency(tx, accountId);
  const resolved: ResolvedRow[] = [];
  const errors: [number, string[]][] = [];
  for (const row of rows) {
    const messages: string[] = [];
    const found = find(row.record.contact_name, row.record.contact_email);
    if (typeof found === 'string') messages.push(found);
    const contact = typeof found === 'string' ? null : found;
    const key = keyOf(row.record.number, contact?.id ?? null);
    if (key !== null && used.has(key)) messages.push(book.numberTaken(row.record.number, contact));
    const written = row.record.currency;
    if (written !== null && !documentCurrencies(currency).includes(written)) {
      messages.push(`${Document} is in ${written}. ${otherCurrencyMessage(currency)}`);
    }
    if (row.record.issue_date > switchingDate) {
      messages.push(`${Document} date ${row.record.issue_date} is after the switching date ${switchingDate}`);
    }
    if (messages.length > 0) errors.push([row.line, messages]);
    else if (contact) {
      used.add(key!);
      resolved.push({
        line: row.line,
        record: { ...row.record, contact_id: contact.id, contact_name: contact.name },
      });
    }
  }
  if (errors.length > 0) throw rowErrors(errors);
  return resolved;
}

/**
 * Every document brought forward in one transaction, all or nothing (rows re-resolved inside it, so a contact
 * or number changed since the file was read cannot slip through). Answers how many were stored.
 */
export async function insertOpenBalances<D extends string, C extends string>(
  db: Db,
  book: OpenBalanceBook<D, C>,
  request: OpenBalanceImport,
): Promise<number> {
  const { accountId, switchingDate } = request;
  return book.transaction(db, async (tx) => {
    const resolved = await resolveOpenBalances(tx, book, request);
    // Every contact of the file before the first insert: the documents are posted one by one, and a contact
    // first met after a posting would come after the journal sequence (db/write-order.ts).
    await lockContacts(
      tx,
      resolved.map(({ record }) => record.contact_id),
    );
    const currency = await accountCurrency(tx, accountId);
    await book.insert(tx, { accountId, currency, switchingDate }, resolved);
    return resolved.length;
  });
}

/** The columns a document brought forward stores whatever its kind: its contact, dates and opening money. */
export const openingDocument = (
  { accountId, currency, switchingDate }: OpenBalanceContext,
  record: ResolvedOpenBalance,
) => ({
  accountId,
  contactId: record.contact_id,
  issueDate: record.issue_date,
  dueDate: record.due_date,
  currency,
  openingBalanceOn: switchingDate,
  openingTotal: centsToDecimal(record.total),
  openingPaid: centsToDecimal(record.paid),
});

/** The one zero-VAT line of a document brought forward: its balance. */
export function broughtForwardLine(accountId: number, record: ResolvedOpenBalance) {
  const balance = centsToDecimal(record.balance);
  return {
    accountId,
    position: 1,
    description: BROUGHT_FORWARD,
    quantity: '1.000',
    unitPrice: balance,
    taxRate: '0',
    discount: '0',
    subtotal: balance,
    discountAmount: '0',
    taxAmount: '0',
    total: balance,
  };
}
