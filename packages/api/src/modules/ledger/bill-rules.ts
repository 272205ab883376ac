import { toCents } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { billLines, billPayments, bills } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { type SyncOptions, syncDocumentEntry } from './documents.ts';
import { syncPaymentEntry } from './payment-entries.ts';
import { memoOf, type SignedLine, toPostingLines } from './posting.ts';
import { systemAccountIdsColumn, systemAccountIdsOf } from './system-accounts.ts';
import { vatRateKey } from './vat-rates.ts';

// The posting rules of bills (Dr / Cr, exact to the cent), in the bill's own transaction after its rows are
// written; each reads what it posts from them.

/**
 * A bill that has left draft (dated its issue_date): Dr each line's account (expense or asset) the line's
 * taxable amount, Dr 1400 its VAT (both carrying the line's VAT rate, so lines of one account and rate merge)
 * / Cr 2000 the total, with the vendor. A draft posts nothing; a void bill's entry is reversed (no lines). A
 * later change re-posts (see syncDocumentEntry); `moved` when its issue date changed. A bill brought forward
 * from the previous tool posts an opening balance instead, dated its switching date: Dr 3000 Owner's equity /
 * Cr 2000 its total (with the vendor); void, that entry is reversed.
 */
export async function postBill(
  tx: Tx,
  accountId: number,
  billId: number,
  options: SyncOptions = {},
): Promise<void> {
  const keys = ['payable', 'vatInput', 'ownersEquity'] as const;
  const result = await tx.execute(sql`
    select b.status, b.contact_id, b.issue_date::text as issue_date, b.bill_number,
      b.opening_balance_on::text as opening_balance_on,
      (select json_agg(json_build_object('ledgerAccountId', l.ledger_account_id, 'taxRate', l.tax_rate::text,
          'taxCategory', l.tax_category,
          'taxable', (l.subtotal - l.discount_amount)::text, 'tax', l.tax_amount::text))
        from ${billLines} l where l.bill_id = b.id and l.account_id = b.account_id) as lines,
      ${systemAccountIdsColumn(accountId, keys)} as system_ids
    from ${bills} b where b.id = ${billId} and b.account_id = ${accountId}`);
  const [bill] = rowsOf<{
    status: string;
    contact_id: number;
    issue_date: string;
    bill_number: string;
    opening_balance_on: string | null;
    lines:
      | {
          ledgerAccountId: number;
          taxRate: string;
          taxCategory: string | null;
          taxable: string;
          tax: string;
        }[]
      | null;
    system_ids: Record<string, number> | null;
  }>(result);
  if (!bill || bill.status === 'draft') return;
  const lines: SignedLine[] = [];
  if (bill.status !== 'void') {
    const ids = systemAccountIdsOf(accountId, keys, bill.system_ids);
    let total = 0n;
    for (const line of bill.lines ?? []) {
      const taxable = toCents(line.taxable);
      const tax = toCents(line.tax);
      const vatRate = vatRateKey(line.taxRate, line.taxCategory);
      total += taxable + tax;
      lines.push({ ledgerAccountId: line.ledgerAccountId, vatRate, amount: taxable });
      lines.push({ ledgerAccountId: ids.vatInput, vatRate, amount: tax });
    }
    if (bill.opening_balance_on) {
      // Brought forward: the expense is in the previous tool's books; here the debt is owed from the start.
      lines.splice(0, lines.length, { ledgerAccountId: ids.ownersEquity, amount: total });
    }
    lines.push({ ledgerAccountId: ids.payable, contactId: bill.contact_id, amount: -total });
  }
  const opening = bill.opening_balance_on;
  const memo = opening
    ? `Opening balance: bill ${bill.bill_number}`
    : `${bill.status === 'void' ? 'Void bill' : 'Bill'} ${bill.bill_number}`;
  await syncDocumentEntry(
    tx,
    {
      accountId,
      sourceType: opening ? 'opening_balance' : 'bill',
      sourceId: String(billId),
      date: opening ?? bill.issue_date,
      memo: memoOf(memo),
      lines: toPostingLines(lines),
    },
    options,
  );
}

/** A bill payment (dated paid_on): Dr 2000 with the vendor / Cr the method's account (cash 1000, bank 1100, M-Pesa 1300). */
export async function postBillPayment(
  tx: Tx,
  accountId: number,
  paymentId: number,
  options: SyncOptions = {},
): Promise<void> {
  const [payment] = await tx
    .select({
      amount: billPayments.amount,
      paidOn: billPayments.paidOn,
      method: billPayments.method,
      reference: billPayments.reference,
      contactId: bills.contactId,
      billNumber: bills.billNumber,
    })
    .from(billPayments)
    .innerJoin(bills, and(eq(bills.id, billPayments.billId), eq(bills.accountId, billPayments.accountId)))
    .where(and(eq(billPayments.id, paymentId), eq(billPayments.accountId, accountId)));
  if (!payment) return;
  const { billNumber, ...settled } = payment;
  await syncPaymentEntry(
    tx,
    accountId,
    'payable',
    { id: paymentId, ...settled },
    `Payment of bill ${billNumber}`,
    options,
  );
}

/** Every payment of a bill re-posted: after the bill's vendor changed, their 2000 lines follow it. */
export async function postBillPayments(tx: Tx, accountId: number, billId: number): Promise<void> {
  const rows = await tx
    .select({ id: billPayments.id })
    .from(billPayments)
    .where(and(eq(billPayments.billId, billId), eq(billPayments.accountId, accountId)))
    .orderBy(billPayments.id);
  for (const { id } of rows) await postBillPayment(tx, accountId, id);
}
