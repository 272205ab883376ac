import type { Expense, ExpenseFormFields } from '@daftari/contracts';
import { decimalText } from '@daftari/format';

/**
 * A stored expense as its form sends it (every field as text, blank for none): what the fields of a PUT are
 * merged over, so a field left out keeps its value and a blank one clears an optional field. The detected VAT
 * rate only counts with VAT `Auto` (the stored rate of a Standard or Exempt expense follows from its option).
 */
export function expenseFormOf(expense: Expense): Record<keyof ExpenseFormFields, string> {
  return {
    expenseType: expense.expense_type,
    currency: expense.currency,
    // Blank: the expense keeps its own rate while its currency stays (see the routes' validatedUpload).
    exchange_rate: '',
    ledger_account_id: String(expense.ledger_account_id),
    paid_from_account_id:
      expense.paid_from_account_id === undefined ? '' : String(expense.paid_from_account_id),
    dated: expense.dated,
    totalValue: decimalText(expense.total_value, 2),
    vat: expense.vat,
    vatRate: expense.vat === 'Auto' ? String(expense.vat_rate) : '',
    description: expense.description,
    receiptReference: expense.receipt_reference ?? '',
    attachmentDescription: expense.attachment?.description ?? '',
    recurrence: expense.recurrence ?? '',
    merchantName: expense.merchant_name ?? '',
  };
}
