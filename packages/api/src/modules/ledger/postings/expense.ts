import { EXPENSE_TAX_CATEGORIES, type VatOption } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import type { Posting } from '../documents.ts';
import { memoOf, toPostingLines } from '../posting.ts';
import type { SystemAccountIds } from '../system-accounts.ts';
import { vatRateKey } from '../vat-rates.ts';
import { type DocumentRate, inBooksCurrency } from './foreign-currency.ts';

/** The system accounts an expense posts to (beside its own expense and paid-from accounts). */
export const EXPENSE_ACCOUNTS = ['vatInput'] as const;

/** An expense as its posting reads it (amounts as stored, NUMERIC text). */
export interface ExpenseRow {
  id: number;
  /** `Expense`, or `Refund` (money back from a vendor). */
  expenseType: string;
  ledgerAccountId: number;
  paidFromAccountId: number;
  dated: string;
  totalValue: string;
  /** The VAT option (Auto, Standard, Exempt, Zero, Non-VAT): Exempt and Non-VAT lines carry their category. */
  vat: string;
  vatRate: string;
  vatAmount: string;
  description: string;
  /** An expense in another currency than the books': its currency and rate; null in the books' own. */
  rate?: DocumentRate | null;
}

/**
 * An expense (dated `dated`): Dr its expense account the amount net of VAT, Dr 1400 the VAT (both carrying
 * its VAT rate, `exempt` for an exempt expense) / Cr the account it was paid from, the total; a Refund posts
 * the mirror. An expense in another currency is brought into the books' currency at its rate
 * (inBooksCurrency: the account paid from carries the total rounded once, the rounding on the expense line).
 */
export function expensePosting(expense: ExpenseRow, ids: SystemAccountIds<typeof EXPENSE_ACCOUNTS>): Posting {
  const refund = expense.expenseType === 'Refund';
  const sign = refund ? -1n : 1n;
  const total = toCents(expense.totalValue) * sign;
  const vat = toCents(expense.vatAmount) * sign;
  const vatRate = vatRateKey(expense.vatRate, EXPENSE_TAX_CATEGORIES[expense.vat as VatOption] ?? null);
  return {
    sourceType: 'expense',
    sourceId: String(expense.id),
    date: expense.dated,
    memo: memoOf(`${refund ? 'Refund' : 'Expense'}: ${expense.description}`),
    lines: toPostingLines(
      inBooksCurrency(
        [
          { ledgerAccountId: expense.ledgerAccountId, vatRate, amount: total - vat },
          { ledgerAccountId: ids.vatInput, vatRate, amount: vat },
          { ledgerAccountId: expense.paidFromAccountId, amount: -total },
        ],
        expense.rate ?? null,
        2,
        (line) => line.ledgerAccountId === expense.ledgerAccountId,
      ),
    ),
  };
}

/** A deleted expense (dated `dated`): no lines, so its entry is reversed. */
export function deletedExpensePosting(expense: { id: number; dated: string }): Posting {
  return {
    sourceType: 'expense',
    sourceId: String(expense.id),
    date: expense.dated,
    memo: 'Expense deleted',
    lines: [],
  };
}
