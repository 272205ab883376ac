import type { ChartAccount, Expense, ReceiptExtraction } from '@daftari/contracts';

/** An account of the chart as GET /ledger_accounts answers it (not a system account). */
export const chartAccount = (
  id: number,
  number: string,
  name: string,
  account_type: ChartAccount['account_type'],
  balance = 0,
): ChartAccount => ({
  id,
  number,
  name,
  full_name: `${number} ${name}`,
  full_number: number,
  account_type,
  system: false,
  archived: false,
  balance,
});

/** GET /ledger_accounts: the chart the forms pick from; its cash covers any payment a test makes. */
export const ledgerAccounts: ChartAccount[] = [
  chartAccount(11, '6100', 'Fuel', 'expense'),
  chartAccount(12, '6200', 'Office Supplies', 'expense'),
  chartAccount(13, '6300', 'Rent', 'expense'),
  chartAccount(21, '4000', 'Sales', 'income'),
  chartAccount(31, '1000', 'Cash', 'asset', 1_000_000),
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
