import type { Posting } from '../documents.ts';
import { memoOf, type SignedLine, toPostingLines } from '../posting.ts';
import type { SystemAccountIds } from '../system-accounts.ts';
import { type DocumentRate, inBooksCurrency } from './foreign-currency.ts';
import { type SalesItem, salesLines } from './sales-items.ts';

/** The system accounts an invoice posts to. */
export const INVOICE_ACCOUNTS = ['receivable', 'sales', 'vatOutput', 'ownersEquity'] as const;

/** An invoice as its posting reads it. */
export interface InvoiceRow {
  id: string;
  status: string;
  contactId: number;
  issueDate: string;
  invoiceNumber: string;
  /** The switching date of an invoice brought forward from the previous tool; null on the others. */
  openingBalanceOn: string | null;
  items: readonly SalesItem[];
  /** An invoice in another currency than the books': its currency and rate; null in the books' own. */
  rate?: DocumentRate | null;
}

/**
 * An invoice that has left draft (dated its issue_date): Dr 1200 its total (with the contact) / Cr each line's
 * income account (its `ledger_account_id`, else 4000 Sales) the line's taxable amount / Cr 2100 its tax; the
 * income and VAT lines carry the line's VAT rate, so lines of one account and rate merge. A draft posts
 * nothing (null); a void one has no lines (its entry is reversed). An invoice brought forward from the previous
 * tool posts an opening balance instead, dated its switching date: Dr 1200 its total (with the contact) / Cr
 * 3000 Owner's equity. An invoice in another currency is computed in it, then brought into the books'
 * currency at its rate (inBooksCurrency: the receivable rounded once, the rounding on the largest income line).
 */
export function invoicePosting(
  invoice: InvoiceRow,
  ids: SystemAccountIds<typeof INVOICE_ACCOUNTS>,
): Posting | null {
  if (invoice.status === 'draft') return null;
  const sales = salesLines(invoice.status === 'void' ? [] : invoice.items, ids, -1n);
  const receivable = { ledgerAccountId: ids.receivable, contactId: invoice.contactId, amount: sales.total };
  if (invoice.openingBalanceOn) {
    // Brought forward from the previous tool: the sale is in that tool's books; here it is owed from the start.
    const lines: SignedLine[] = [receivable, { ledgerAccountId: ids.ownersEquity, amount: -sales.total }];
    const booked = inBooksCurrency(lines, invoice.rate ?? null, 0, () => true);
    return {
      sourceType: 'opening_balance',
      sourceId: invoice.id,
      date: invoice.openingBalanceOn,
      memo: memoOf(`Opening balance: invoice ${invoice.invoiceNumber}`),
      lines: toPostingLines(booked),
    };
  }
  return {
    sourceType: 'invoice',
    sourceId: invoice.id,
    date: invoice.issueDate,
    memo: memoOf(`Invoice ${invoice.invoiceNumber}`),
    lines: toPostingLines(
      inBooksCurrency(
        [receivable, ...sales.lines],
        invoice.rate ?? null,
        0,
        (line) => line.ledgerAccountId !== ids.vatOutput,
      ),
    ),
  };
}
