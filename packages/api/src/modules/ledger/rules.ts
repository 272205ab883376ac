import { EXPENSE_TAX_CATEGORIES, type VatOption } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { expenses, invoiceItems, invoices, payments, paystackTransactions } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { type SyncOptions, syncDocumentEntry } from './documents.ts';
import { syncPaymentEntry } from './payment-entries.ts';
import { memoOf, post, type SignedLine, toPostingLines } from './posting.ts';
import { systemAccountIds, systemAccountIdsColumn, systemAccountIdsOf } from './system-accounts.ts';
import { vatRateKey } from './vat-rates.ts';

// The posting rules of the documents (Dr / Cr, exact to the cent). Each runs in the document's own
// transaction, after the document's rows are written, and reads what it posts from them.

/**
 * An invoice that has left draft (dated its issue_date): Dr 1200 its total (with the contact) / Cr each line's
 * income account (its `ledger_account_id`, else 4000 Sales) the line's taxable amount / Cr 2100 its tax; the
 * income and VAT lines carry the line's VAT rate, so lines of one account and rate merge. A draft posts
 * nothing; a void one's entry is reversed. A later change re-posts (see syncDocumentEntry); `moved` when its
 * issue date changed. An invoice brought forward from the previous tool posts an opening balance instead, dated
 * its switching date: Dr 1200 its total (with the contact) / Cr 3000 Owner's equity.
 */
export async function postInvoice(
  tx: Tx,
  accountId: number,
  invoiceId: string,
  options: SyncOptions = {},
): Promise<void> {
  const keys = ['receivable', 'sales', 'vatOutput', 'ownersEquity'] as const;
  const result = await tx.execute(sql`
    select i.status, i.contact_id, i.issue_date::text as issue_date, i.invoice_number,
      i.opening_balance_on::text as opening_balance_on,
      (select json_agg(json_build_object('ledgerAccountId', it.ledger_account_id, 'taxRate', it.tax_rate::text,
          'taxCategory', it.tax_category, 'taxable', (it.subtotal - it.discount_amount)::text, 'tax', it.tax_amount::text))
        from ${invoiceItems} it where it.invoice_id = i.id and it.account_id = i.account_id) as items,
      ${systemAccountIdsColumn(accountId, keys)} as system_ids
    from ${invoices} i where i.id = ${invoiceId} and i.account_id = ${accountId}`);
  const [invoice] = rowsOf<{
    status: string;
    contact_id: number;
    issue_date: string;
    invoice_number: string;
    opening_balance_on: string | null;
    items: SalesItem[] | null;
    system_ids: Record<string, number> | null;
  }>(result);
  if (!invoice || invoice.status === 'draft') return;
  const ids = systemAccountIdsOf(accountId, keys, invoice.system_ids);
  // A void invoice posts nothing: its entry is reversed.
  const sales = salesLines(invoice.status === 'void' ? [] : (invoice.items ?? []), ids, -1n);
  const receivable = { ledgerAccountId: ids.receivable, contactId: invoice.contact_id, amount: sales.total };
  const opening = invoice.opening_balance_on;
  if (opening) {
    // Brought forward from the previous tool: the sale is in that tool's books; here it is owed from the start.
    const lines: SignedLine[] = [receivable, { ledgerAccountId: ids.ownersEquity, amount: -sales.total }];
    const memo = memoOf(`Opening balance: invoice ${invoice.invoice_number}`);
    const entry = {
      accountId,
      sourceType: 'opening_balance' as const,
      sourceId: invoiceId,
      date: opening,
      memo,
    };
    await syncDocumentEntry(tx, { ...entry, lines: toPostingLines(lines) }, options);
    return;
  }
  const lines: SignedLine[] = [receivable, ...sales.lines];
  await syncDocumentEntry(
    tx,
    {
      accountId,
      sourceType: 'invoice',
      sourceId: invoiceId,
      date: invoice.issue_date,
      memo: memoOf(`Invoice ${invoice.invoice_number}`),
      lines: toPostingLines(lines),
    },
    options,
  );
}

/**
 * A sales line as posting rules read it: its income account (null: 4000), VAT rate, tax category (exempt,
 * non_vat, or null) and amounts as text.
 */
export interface SalesItem {
  ledgerAccountId: number | null;
  taxRate: string;
  taxCategory: string | null;
  taxable: string;
  tax: string;
}

/**
 * The income and VAT lines of sales items (an invoice's, `sign` −1: credits; a credit note's, +1: debits): each
 * item's taxable amount on its income account (else 4000 Sales) and its tax on 2100, both carrying its VAT
 * rate; and their total (taxable + tax), unsigned.
 */
export function salesLines(
  items: readonly SalesItem[],
  ids: { sales: number; vatOutput: number },
  sign: 1n | -1n,
): { lines: SignedLine[]; total: bigint } {
  const lines: SignedLine[] = [];
  let total = 0n;
  for (const item of items) {
    const taxable = toCents(item.taxable);
    const tax = toCents(item.tax);
    const vatRate = vatRateKey(item.taxRate, item.taxCategory);
    total += taxable + tax;
    lines.push({ ledgerAccountId: item.ledgerAccountId ?? ids.sales, vatRate, amount: sign * taxable });
    lines.push({ ledgerAccountId: ids.vatOutput, vatRate, amount: sign * tax });
  }
  return { lines, total };
}

/**
 * A payment (dated paid_on): Dr the method's account (cash 1000, bank 1100, M-Pesa 1300, Paystack 1310) / Cr
 * 1200. A Paystack payment the customer made from an M-Pesa phone says so in its memo (the money still
 * settles through Paystack, 1310).
 */
export async function postPayment(
  tx: Tx,
  accountId: number,
  paymentId: number,
  options: SyncOptions = {},
): Promise<void> {
  const [payment] = await tx
    .select({
      amount: payments.amount,
      paidOn: payments.paidOn,
      method: payments.method,
      reference: payments.reference,
      contactId: invoices.contactId,
      invoiceNumber: invoices.invoiceNumber,
      channel: paystackTransactions.channel,
    })
    .from(payments)
    .innerJoin(invoices, and(eq(invoices.id, payments.invoiceId), eq(invoices.accountId, payments.accountId)))
    .leftJoin(
      paystackTransactions,
      and(
        eq(payments.method, 'paystack'),
        eq(paystackTransactions.reference, payments.reference),
        eq(paystackTransactions.accountId, payments.accountId),
      ),
    )
    .where(and(eq(payments.id, paymentId), eq(payments.accountId, accountId)));
  if (!payment) return;
  const { invoiceNumber, channel, ...settled } = payment;
  const by = channel === 'mpesa' ? ' by M-Pesa via Paystack' : '';
  await syncPaymentEntry(
    tx,
    accountId,
    'receivable',
    { id: paymentId, ...settled },
    `Payment of ${invoiceNumber}${by}`,
    options,
  );
}

/** Every payment of an invoice re-posted: after the invoice's contact changed, their 1200 lines follow it. */
export async function postInvoicePayments(tx: Tx, accountId: number, invoiceId: string): Promise<void> {
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.accountId, accountId)))
    .orderBy(payments.id);
  for (const { id } of rows) await postPayment(tx, accountId, id);
}

/** The fee Paystack kept from a payment (dated the payment's day): Dr 6800 Bank Charges / Cr 1310. */
export async function postPaystackFee(
  tx: Tx,
  accountId: number,
  payment: { id: number; paidOn: string; reference: string },
  feeCents: bigint,
): Promise<void> {
  const ids = await systemAccountIds(tx, accountId, ['bankCharges', 'paystackClearing']);
  await post(tx, {
    accountId,
    date: payment.paidOn,
    memo: memoOf(`Paystack fee (${payment.reference})`),
    sourceType: 'paystack_fee',
    sourceId: String(payment.id),
    lines: toPostingLines([
      { ledgerAccountId: ids.bankCharges, amount: feeCents },
      { ledgerAccountId: ids.paystackClearing, amount: -feeCents },
    ]),
  });
}

/**
 * An expense (dated `dated`): Dr its expense account the amount net of VAT, Dr 1400 the VAT (both carrying
 * its VAT rate, `exempt` for an exempt expense) / Cr the account it was paid from, the total; a Refund posts
 * the mirror.
 */
export async function postExpense(
  tx: Tx,
  accountId: number,
  expenseId: number,
  options: SyncOptions = {},
): Promise<void> {
  const [expense] = await tx
    .select({
      expenseType: expenses.expenseType,
      ledgerAccountId: expenses.ledgerAccountId,
      paidFromAccountId: expenses.paidFromAccountId,
      dated: expenses.dated,
      totalValue: expenses.totalValue,
      vat: expenses.vat,
      vatRate: expenses.vatRate,
      vatAmount: expenses.vatAmount,
      description: expenses.description,
    })
    .from(expenses)
    .where(and(eq(expenses.id, expenseId), eq(expenses.accountId, accountId)));
  if (!expense) return;
  const { vatInput } = await systemAccountIds(tx, accountId, ['vatInput']);
  const sign = expense.expenseType === 'Refund' ? -1n : 1n;
  const total = toCents(expense.totalValue) * sign;
  const vat = toCents(expense.vatAmount) * sign;
  const vatRate = vatRateKey(expense.vatRate, EXPENSE_TAX_CATEGORIES[expense.vat as VatOption] ?? null);
  await syncDocumentEntry(
    tx,
    {
      accountId,
      sourceType: 'expense',
      sourceId: String(expenseId),
      date: expense.dated,
      memo: memoOf(`${expense.expenseType === 'Refund' ? 'Refund' : 'Expense'}: ${expense.description}`),
      lines: toPostingLines([
        { ledgerAccountId: expense.ledgerAccountId, vatRate, amount: total - vat },
        { ledgerAccountId: vatInput, vatRate, amount: vat },
        { ledgerAccountId: expense.paidFromAccountId, amount: -total },
      ]),
    },
    options,
  );
}

/** A deleted expense (dated `dated`): its entry reversed, dated the day of the deletion or `dated` when later. */
export function unpostExpense(tx: Tx, accountId: number, expenseId: number, dated: string): Promise<void> {
  return syncDocumentEntry(tx, {
    accountId,
    sourceType: 'expense',
    sourceId: String(expenseId),
    date: dated,
    memo: 'Expense deleted',
    lines: [],
  });
}
