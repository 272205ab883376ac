import type { Aliases } from '../columns.ts';

/**
 * The header names of the columns every open-balance file has whatever the document: when it was due, what was
 * paid and what is still owed (an open or outstanding balance is read as the balance due).
 */
export const openBalanceAliases: Record<'due_date' | 'amount_paid' | 'balance_due' | 'currency', Aliases> = {
  currency: { preferred: ['currency', 'currency_code', 'currencycode', 'invoice_currency', 'bill_currency'] },
  due_date: { preferred: ['due_date', 'duedate', 'date_due', 'payment_due', 'payment_due_date'] },
  amount_paid: {
    preferred: [
      'amount_paid',
      'paid',
      'paid_to_date',
      'invoiceamountpaid',
      'total_paid',
      'paid_amount',
      'payments',
    ],
  },
  balance_due: {
    preferred: [
      'balance_due',
      'balance',
      'open_balance',
      'amount_due',
      'invoiceamountdue',
      'outstanding',
      'amount_outstanding',
      'outstanding_balance',
    ],
  },
};
