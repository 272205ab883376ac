import type { Expense, LedgerAccount, ReceiptExtraction } from '@daftari/contracts';

export const ledgerAccounts: LedgerAccount[] = [
  { id: 11, name: 'Fuel', full_name: '6100 Fuel', full_number: '6100', account_type: 'expense' },
  {
    id: 12,
    name: 'Office Supplies',
    full_name: '6200 Office Supplies',
    full_number: '6200',
    account_type: 'expense',
  },
  { id: 13, name: 'Rent', full_name: '6300 Rent', full_number: '6300', account_type: 'expense' },
  { id: 21, name: 'Sales', full_name: '4000 Sales', full_number: '4000', account_type: 'income' },
  { id: 31, name: 'Cash', full_name: '1000 Cash', full_number: '1000', account_type: 'asset' },
];

export function extraction(overrides: Partial<ReceiptExtraction> = {}): ReceiptExtraction {
  return {
    items_description: 'Diesel 40L',
    order: { total: 7480, vat: { rate: 16 }, description: 'Fuel for the delivery van' },
    metadata: { date: '14/03/2026', transaction_number: 'RCPT-8841' },
    suggested_account: { id: 11 },
    attachment_description: 'Total Energies receipt',
    merchant: { name: 'TotalEnergies Westlands' },
    ...overrides,
  };
}

export function expense(overrides: Partial<Expense> = {}): Expense {
  return {
    id: 5,
    expense_type: 'Payment',
    ledger_account_id: 12,
    ledger_account: {
      id: 12,
      name: 'Office Supplies',
      full_name: '6200 Office Supplies',
      full_number: '6200',
    },
    dated: '2026-02-10',
    total_value: 2320,
    currency: 'KES',
    vat: 'Standard',
    vat_rate: 16,
    vat_amount: 320,
    description: 'Printer paper and toner',
    receipt_reference: 'INV-778',
    recurrence: 'Monthly',
    next_occurrence_on: '2026-03-10',
    merchant_name: 'Text Book Centre',
    attachment: {
      file_name: 'toner.pdf',
      content_type: 'application/pdf',
      size: 2048,
      description: 'Invoice',
    },
    created_at: '2026-02-10T09:00:00Z',
    ...overrides,
  };
}
