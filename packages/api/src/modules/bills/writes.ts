import { type BillStatus, billActions, type billLineInputSchema } from '@daftari/contracts';
import { centsToDecimal, formatMoney, toCents } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { rowsOf } from '../../db/rows.ts';
import { billLines, billPayments, bills } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { lockingDocument } from '../../db/write-order.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { findLedgerAccount } from '../ledger-accounts/index.ts';
import { lineAmountColumns, taxCategoryAt } from '../sales-documents/index.ts';

export type BillLineFields = z.output<typeof billLineInputSchema>;

export const billNotFound = () => new HttpError(404, 'Bill not found');

/** The unique index of (account_id, contact_id, lower(btrim(bill_number))). */
const VENDOR_NUMBER_INDEX = 'bills_vendor_number_unique';
const duplicateNumber = (billNumber?: string) =>
  invalidField(
    'bill_number',
    `${billNumber ? `Bill number ${billNumber}` : 'This bill number'} is already recorded for this vendor`,
  );

/**
 * Runs one write to bills in a transaction (the bill and its posting commit together). An amount overflowing
 * NUMERIC(14,2) or text with a NUL answers 422, and so does a vendor's bill number taken by a concurrent write.
 */
export async function billTransaction<T>(
  db: Db,
  billNumber: string | undefined,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await writeTransaction(
      db,
      'The amounts are too large: a bill total must stay below 1,000,000,000,000',
      work,
    );
  } catch (error) {
    if (isUniqueViolation(error, VENDOR_NUMBER_INDEX)) throw duplicateNumber(billNumber);
    throw error;
  }
}

export interface LockedBill {
  id: number;
  status: BillStatus;
  contactId: number;
  billNumber: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  exchangeRate: string;
  notes: string | null;
  paidAmount: string;
  balance: string;
  attachmentStoredName: string | null;
  /** The switching date of a bill brought forward from the previous tool; null for Daftari's own. */
  openingBalanceOn: string | null;
}

/**
 * What the locked bill allows (contracts' `billActions`, the rule the screens offer by), dated `issueDate`
 * (its own unless a write changes it) against the account's lock date when one is given.
 */
export const actionsOf = (bill: LockedBill, dating: { issueDate?: string; lockDate?: string | null } = {}) =>
  billActions({
    status: bill.status,
    paid_amount: Number(bill.paidAmount),
    issue_date: dating.issueDate ?? bill.issueDate,
    brought_forward_on: bill.openingBalanceOn,
    lock_date: dating.lockDate ?? null,
  });

/**
 * Reads a bill of the account and locks its row until the transaction ends: every change to a bill, its
 * lines or its payments starts here, so concurrent writers take turns. 404 when not the account's.
 */
export async function lockBill(tx: Tx, accountId: number, id: number): Promise<LockedBill> {
  lockingDocument(tx, `bill:${id}`);
  const [row] = await tx
    .select({
      id: bills.id,
      status: bills.status,
      contactId: bills.contactId,
      billNumber: bills.billNumber,
      issueDate: bills.issueDate,
      dueDate: bills.dueDate,
      currency: bills.currency,
      exchangeRate: bills.exchangeRate,
      notes: bills.notes,
      paidAmount: bills.paidAmount,
      balance: bills.balance,
      attachmentStoredName: bills.attachmentStoredName,
      openingBalanceOn: bills.openingBalanceOn,
    })
    .from(bills)
    .where(and(eq(bills.id, id), eq(bills.accountId, accountId)))
    .for('update');
  if (!row) throw billNotFound();
  return { ...row, status: row.status as BillStatus };
}

/** 422 when another bill of the vendor has this number (compared trimmed, ignoring case). */
export async function assertNumberFree(
  tx: Tx,
  accountId: number,
  bill: { contactId: number; billNumber: string; id?: number },
): Promise<void> {
  const [taken] = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(
      and(
        eq(bills.accountId, accountId),
        eq(bills.contactId, bill.contactId),
        sql`lower(btrim(${bills.billNumber})) = lower(btrim(${bill.billNumber}))`,
        bill.id === undefined ? undefined : sql`${bills.id} <> ${bill.id}`,
      ),
    )
    .limit(1);
  if (taken) throw duplicateNumber(bill.billNumber);
}

export const NOT_A_BILL_ACCOUNT = 'Choose an expense or asset account of this business';

/**
 * Each line's account must be an expense account of this business, or one of its asset accounts that no
 * posting rule owns (not cash, bank, receivables or VAT); an archived one only when the bill uses it already.
 * 422 under the line's field.
 */
async function assertLineAccounts(
  tx: Tx,
  accountId: number,
  lines: readonly BillLineFields[],
  kept: readonly number[],
): Promise<void> {
  for (const [index, line] of lines.entries()) {
    const found = await findLedgerAccount(tx, accountId, line.ledger_account_id);
    const usable =
      found !== null &&
      (!found.archived || kept.includes(found.id)) &&
      (found.accountType === 'expense' || (found.accountType === 'asset' && !found.system));
    if (!usable) {
      throw new HttpError(422, NOT_A_BILL_ACCOUNT, {
        [`lines.${index}.ledger_account_id`]: [NOT_A_BILL_ACCOUNT],
      });
    }
  }
}

/** A line's amounts as a document states them, where its line arithmetic would give others (KRA's purchases). */
export interface StatedAmounts {
  subtotal: bigint;
  discountAmount: bigint;
  taxAmount: bigint;
  total: bigint;
}
export type BillLineWrite = BillLineFields & { stated?: StatedAmounts };

const statedColumns = (stated: StatedAmounts) => ({
  subtotal: centsToDecimal(stated.subtotal),
  discountAmount: centsToDecimal(stated.discountAmount),
  taxAmount: centsToDecimal(stated.taxAmount),
  total: centsToDecimal(stated.total),
});

/**
 * Replaces every line of a bill with these (checked, amounts computed by the invoice's line arithmetic, or as
 * `stated`; a tax category only at 0 %, else 422). A line whose quantity, price, discount, rate and category
 * are those of the line at its position keeps that line's amounts, so the amounts a supplier stated stay
 * when the owner only moves a line to another account or renames it.
 */
export async function replaceLines(
  tx: Tx,
  accountId: number,
  billId: number,
  lines: readonly BillLineWrite[],
): Promise<void> {
  const current = await tx
    .delete(billLines)
    .where(and(eq(billLines.billId, billId), eq(billLines.accountId, accountId)))
    .returning();
  const byPosition = new Map(current.map((line) => [line.position, line]));
  const values = lines.map((line, index) => {
    const computed = lineAmountColumns(line, `lines.${index}.total`);
    const taxCategory = taxCategoryAt(line.tax_rate, line.tax_category, `lines.${index}.tax_category`);
    const before = byPosition.get(index + 1);
    const unchanged =
      before !== undefined &&
      before.quantity === computed.quantity &&
      before.unitPrice === computed.unitPrice &&
      before.discount === computed.discount &&
      before.taxRate === computed.taxRate &&
      before.taxCategory === taxCategory;
    const amounts = line.stated
      ? statedColumns(line.stated)
      : unchanged
        ? {
            subtotal: before.subtotal,
            discountAmount: before.discountAmount,
            taxAmount: before.taxAmount,
            total: before.total,
          }
        : {};
    return {
      accountId,
      billId,
      position: index + 1,
      description: line.description,
      ledgerAccountId: line.ledger_account_id,
      ...computed,
      ...amounts,
      taxCategory,
    };
  });
  await assertLineAccounts(
    tx,
    accountId,
    lines,
    current.map((line) => line.ledgerAccountId),
  );
  if (values.length > 0) await tx.insert(billLines).values(values);
}

/**
 * Recomputes the stored totals of a bill from its lines and payments: the sums of the lines, paid_amount the
 * sum of the payments, balance what is still owed (0 once void). The status follows the money: an open bill
 * whose payments cover the total is paid, a paid one whose total rises above them open again; a draft and a
 * void bill stay as they are. A total below what was paid: 422 (the payments settled more than that).
 */
export async function recomputeBill(tx: Tx, accountId: number, id: number, currency: string): Promise<void> {
  const result = await tx.execute(sql`
    update ${bills} as b set
      subtotal = lines.subtotal,
      discount_total = lines.discount_total,
      tax_total = lines.tax_total,
      total = lines.total,
      paid_amount = paid.amount,
      balance = case when b.status = 'void' then 0 else lines.total - paid.amount end,
      status = case
        when b.status in ('draft', 'void') then b.status
        when paid.amount > 0 and lines.total - paid.amount <= 0 then 'paid'
        else 'open'
      end,
      updated_at = now()
    from
      (select coalesce(sum(${billLines.subtotal}), 0) as subtotal,
              coalesce(sum(${billLines.discountAmount}), 0) as discount_total,
              coalesce(sum(${billLines.taxAmount}), 0) as tax_total,
              coalesce(sum(${billLines.total}), 0) as total
         from ${billLines}
        where ${billLines.billId} = ${id} and ${billLines.accountId} = ${accountId}) as lines,
      (select coalesce(sum(${billPayments.amount}), 0) as amount
         from ${billPayments}
        where ${billPayments.billId} = ${id} and ${billPayments.accountId} = ${accountId}) as paid
    where b.id = ${id} and b.account_id = ${accountId}
    returning b.total::text as total, b.paid_amount::text as paid`);
  const [row] = rowsOf<{ total: string; paid: string }>(result);
  if (row && toCents(row.total) < toCents(row.paid)) {
    throw invalidField(
      'lines',
      `The total of ${formatMoney(row.total, currency)} is less than the ${formatMoney(row.paid, currency)} already paid`,
    );
  }
}
