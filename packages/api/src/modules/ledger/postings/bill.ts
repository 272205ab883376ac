import { toCents } from '@daftari/format';
import type { Posting } from '../documents.ts';
import { memoOf, type SignedLine, toPostingLines } from '../posting.ts';
import type { SystemAccountIds } from '../system-accounts.ts';
import { vatRateKey } from '../vat-rates.ts';
import { type DocumentRate, inBooksCurrency } from './foreign-currency.ts';

/** The system accounts a bill posts to (beside its lines' own accounts). */
export const BILL_ACCOUNTS = ['payable', 'vatInput', 'ownersEquity'] as const;

/** A bill's line as its posting reads it: its account (expense or asset), VAT rate, tax category, amounts as text. */
export interface BillLine {
  ledgerAccountId: number;
  taxRate: string;
  taxCategory: string | null;
  taxable: string;
  tax: string;
}

/** A bill as its posting reads it. */
export interface BillRow {
  id: number;
  status: string;
  contactId: number;
  issueDate: string;
  billNumber: string;
  /** The switching date of a bill brought forward from the previous tool; null on the others. */
  openingBalanceOn: string | null;
  lines: readonly BillLine[];
  /** A bill in another currency than the books': its currency and rate; null in the books' own. */
  rate?: DocumentRate | null;
}

/**
 * A bill that has left draft (dated its issue_date): Dr each line's account (expense or asset) the line's
 * taxable amount, Dr 1400 its VAT (both carrying the line's VAT rate, so lines of one account and rate merge)
 * / Cr 2000 the total, with the vendor. A draft posts nothing (null); a void bill has no lines (its entry is
 * reversed). A bill brought forward from the previous tool posts an opening balance instead, dated its
 * switching date: Dr 3000 Owner's equity / Cr 2000 its total (with the vendor); void, that entry is reversed.
 * A bill in another currency is computed in it, then brought into the books' currency at its rate
 * (inBooksCurrency: the payable rounded once, the rounding on the largest expense line).
 */
export function billPosting(bill: BillRow, ids: SystemAccountIds<typeof BILL_ACCOUNTS>): Posting | null {
  if (bill.status === 'draft') return null;
  const lines: SignedLine[] = [];
  if (bill.status !== 'void') {
    let total = 0n;
    for (const line of bill.lines) {
      const taxable = toCents(line.taxable);
      const tax = toCents(line.tax);
      const vatRate = vatRateKey(line.taxRate, line.taxCategory);
      total += taxable + tax;
      lines.push({ ledgerAccountId: line.ledgerAccountId, vatRate, amount: taxable });
      lines.push({ ledgerAccountId: ids.vatInput, vatRate, amount: tax });
    }
    if (bill.openingBalanceOn) {
      // Brought forward: the expense is in the previous tool's books; here the debt is owed from the start.
      lines.splice(0, lines.length, { ledgerAccountId: ids.ownersEquity, amount: total });
    }
    lines.push({ ledgerAccountId: ids.payable, contactId: bill.contactId, amount: -total });
  }
  const booked = inBooksCurrency(
    lines,
    bill.rate ?? null,
    lines.length - 1,
    (line) => line.ledgerAccountId !== ids.vatInput,
  );
  const opening = bill.openingBalanceOn;
  const memo = opening
    ? `Opening balance: bill ${bill.billNumber}`
    : `${bill.status === 'void' ? 'Void bill' : 'Bill'} ${bill.billNumber}`;
  return {
    sourceType: opening ? 'opening_balance' : 'bill',
    sourceId: String(bill.id),
    date: opening ?? bill.issueDate,
    memo: memoOf(memo),
    lines: toPostingLines(booked),
  };
}
