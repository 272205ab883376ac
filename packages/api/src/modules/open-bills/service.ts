import { centsToDecimal } from '@daftari/format';
import { eq } from 'drizzle-orm';
import { accountCurrency } from '../../db/account-currency.ts';
import type { Db } from '../../db/client.ts';
import { contactFinder } from '../../db/contact-finder.ts';
import { billLines, bills } from '../../db/schema.ts';
import type { Executor, Tx } from '../../db/transaction.ts';
import { type ImportRow, rowErrors } from '../../http/csv-import/file.ts';
import { billTransaction, recomputeBill } from '../bills/writes.ts';
import { postBill } from '../ledger/bill-rules.ts';
import { lockDateOf, lockedPeriod } from '../ledger/posting.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import type { OpenBillRow } from './import-row.ts';

/** The one line of an opening-balance bill: what was still owed to the supplier on the switching date. */
const BROUGHT_FORWARD = 'Balance brought forward';

/** An open bill matched to its supplier (the contact's id and display name). */
export interface ResolvedBill extends OpenBillRow {
  contact_id: number;
  contact_name: string;
}
export type ResolvedRow = ImportRow<ResolvedBill>;

/** A supplier's bill number as the bills' unique index compares it: per supplier, trimmed, ignoring case. */
const numberKey = (contactId: number, billNumber: string) =>
  `${contactId}:${billNumber.trim().toLowerCase()}`;

/**
 * Matches every row to a contact of the account (by e-mail, else by name) and checks what needs the database:
 * the supplier has no bill with that number yet (nor another row of the file), the bill is dated on or before
 * the switching date, and the switching date is not in a locked period. Any failure: 422 naming the lines,
 * nothing stored.
 */
export async function resolveOpenBills(
  tx: Executor,
  accountId: number,
  rows: ImportRow<OpenBillRow>[],
  switchingDate: string,
): Promise<ResolvedRow[]> {
  const lockDate = await lockDateOf(tx, accountId);
  if (lockDate && switchingDate <= lockDate) throw lockedPeriod(lockDate);
  const find = await contactFinder(tx, accountId, { role: 'Supplier', documents: 'open bills' });
  const used = new Set(
    (
      await tx
        .select({ contactId: bills.contactId, number: bills.billNumber })
        .from(bills)
        .where(eq(bills.accountId, accountId))
    ).map((row) => numberKey(row.contactId, row.number)),
  );
  const resolved: ResolvedRow[] = [];
  const errors: [number, string[]][] = [];
  for (const row of rows) {
    const messages: string[] = [];
    const contact = find(row.record.supplier_name, row.record.supplier_email);
    if (typeof contact === 'string') messages.push(contact);
    else if (used.has(numberKey(contact.id, row.record.bill_number))) {
      messages.push(`Bill number ${row.record.bill_number} is already recorded for ${contact.name}`);
    }
    if (row.record.issue_date > switchingDate) {
      messages.push(`Bill date ${row.record.issue_date} is after the switching date ${switchingDate}`);
    }
    if (messages.length > 0) errors.push([row.line, messages]);
    else if (typeof contact !== 'string') {
      used.add(numberKey(contact.id, row.record.bill_number));
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
 * One bill brought forward, in the caller's transaction: open, one zero-VAT line of its balance on 3000 Owner's
 * equity (the account its opening entry debits), posted.
 */
async function insertOpenBill(
  tx: Tx,
  accountId: number,
  currency: string,
  equityId: number,
  switchingDate: string,
  { record }: ResolvedRow,
): Promise<void> {
  const [bill] = await tx
    .insert(bills)
    .values({
      accountId,
      contactId: record.contact_id,
      billNumber: record.bill_number,
      status: 'open',
      issueDate: record.issue_date,
      dueDate: record.due_date,
      currency,
      openingBalanceOn: switchingDate,
      openingTotal: centsToDecimal(record.total),
      openingPaid: centsToDecimal(record.paid),
    })
    .returning({ id: bills.id });
  const id = bill!.id;
  const balance = centsToDecimal(record.balance);
  await tx.insert(billLines).values({
    accountId,
    billId: id,
    position: 1,
    description: BROUGHT_FORWARD,
    ledgerAccountId: equityId,
    quantity: '1.000',
    unitPrice: balance,
    taxRate: '0',
    discount: '0',
    subtotal: balance,
    discountAmount: '0',
    taxAmount: '0',
    total: balance,
  });
  await recomputeBill(tx, accountId, id, currency);
  await postBill(tx, accountId, id);
}

/**
 * POST /bills/import_open: every open bill brought forward in one transaction, all or nothing (rows re-resolved
 * inside it, so a supplier or bill number changed since the file was read cannot slip through).
 */
export async function insertOpenBills(
  db: Db,
  accountId: number,
  rows: ImportRow<OpenBillRow>[],
  switchingDate: string,
): Promise<number> {
  return billTransaction(db, undefined, async (tx) => {
    const resolved = await resolveOpenBills(tx, accountId, rows, switchingDate);
    const currency = await accountCurrency(tx, accountId);
    const { ownersEquity } = await systemAccountIds(tx, accountId, ['ownersEquity']);
    for (const row of resolved) {
      await insertOpenBill(tx, accountId, currency, ownersEquity, switchingDate, row);
    }
    return resolved.length;
  });
}
