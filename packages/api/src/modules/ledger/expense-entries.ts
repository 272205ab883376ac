import { toRateMicros } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import { accounts, expenses } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { type SyncOptions, syncDocumentEntry } from './documents.ts';
import { deletedExpensePosting, EXPENSE_ACCOUNTS, expensePosting } from './postings/expense.ts';
import { documentRate } from './postings/foreign-currency.ts';
import { systemAccountIds } from './system-accounts.ts';

/**
 * Posts an expense by expensePosting, in its own transaction after its row is written; a later change
 * re-posts (see syncDocumentEntry).
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
      currency: expenses.currency,
      exchangeRate: expenses.exchangeRate,
      booksCurrency: sql<string>`(select a.currency from ${accounts} a where a.id = ${expenses.accountId})`,
    })
    .from(expenses)
    .where(and(eq(expenses.id, expenseId), eq(expenses.accountId, accountId)));
  if (!expense) return;
  const { currency, exchangeRate, booksCurrency, ...row } = expense;
  const rate = documentRate(currency, booksCurrency, toRateMicros(exchangeRate));
  const ids = await systemAccountIds(tx, accountId, EXPENSE_ACCOUNTS);
  await syncDocumentEntry(
    tx,
    { accountId, ...expensePosting({ id: expenseId, ...row, rate }, ids) },
    options,
  );
}

/** A deleted expense (dated `dated`): its entry reversed, dated the day of the deletion or `dated` when later. */
export function unpostExpense(tx: Tx, accountId: number, expenseId: number, dated: string): Promise<void> {
  return syncDocumentEntry(tx, { accountId, ...deletedExpensePosting({ id: expenseId, dated }) });
}
