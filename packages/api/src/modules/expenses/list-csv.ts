import type { Expense } from '@daftari/contracts';
import { type ListCsv, moneyColumn, plainColumn, textColumn } from '../../http/list-csv.ts';

/** GET /expenses?format=csv: one row per expense, amounts in its currency. */
export const expensesCsv: ListCsv<Expense> = {
  filename: 'expenses',
  columns: [
    plainColumn('Date', (row) => row.dated),
    textColumn('Type', (row) => row.expense_type),
    textColumn('Description', (row) => row.description),
    textColumn('Merchant', (row) => row.merchant_name),
    textColumn('Account', (row) => row.ledger_account.full_name ?? row.ledger_account.name),
    plainColumn('Currency', (row) => row.currency),
    moneyColumn('Total', (row) => row.total_value),
    textColumn('VAT', (row) => row.vat),
    moneyColumn('VAT amount', (row) => row.vat_amount),
    moneyColumn('Total in books', (row) => row.total_in_books),
    textColumn('Receipt reference', (row) => row.receipt_reference),
    textColumn('Repeats', (row) => row.recurrence),
    plainColumn('Id', (row) => row.id),
  ],
};
