import type { JournalSourceType } from '@daftari/contracts';

const labels: Record<JournalSourceType, string> = {
  invoice: 'Invoice',
  payment: 'Payment',
  credit_note: 'Credit note',
  refund: 'Refund',
  expense: 'Expense',
  bill: 'Bill',
  bill_payment: 'Bill payment',
  paystack_fee: 'Paystack fee',
  mpesa_receipt: 'M-Pesa receipt',
  bank_line: 'Statement line',
  paystack_payout: 'Paystack payout',
  manual: 'Manual',
  opening_balance: 'Opening balance',
  revaluation: 'Revaluation',
};

export const sourceLabel = (type: JournalSourceType) => labels[type];
export const sourceTypeItems = Object.entries(labels).map(([value, label]) => ({ value, label }));
