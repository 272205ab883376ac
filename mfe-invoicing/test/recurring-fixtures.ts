import type { RecurringInvoice } from '@daftari/contracts';
import { uuid } from './fixtures.ts';

/** A monthly series for Savannah Traders that issued two invoices; `overrides` replace fields. */
export function series(overrides: Partial<RecurringInvoice> = {}): RecurringInvoice {
  return {
    id: 7,
    contact_id: 1,
    contact: {
      id: 1,
      full_name: 'Amina Otieno',
      company_name: 'Savannah Traders',
      email: 'amina@savannah.co.ke',
    },
    project_id: null,
    frequency: 'monthly',
    interval: 1,
    start_date: '2026-09-25',
    end_date: null,
    occurrences: null,
    next_issue_date: '2026-11-25',
    due_days: 14,
    auto_send: false,
    missed_periods: 'create',
    status: 'active',
    currency: 'KES',
    notes: null,
    items: [
      {
        description: 'Monthly retainer',
        quantity: 1,
        unit: 'months',
        unit_price: 50000,
        tax_rate: 16,
        discount: 0,
        ledger_account_id: null,
      },
    ],
    periods_done: 2,
    invoices: [
      { id: uuid(12), invoice_number: 'INV-0012', issue_date: '2026-10-25', status: 'sent' },
      { id: uuid(11), invoice_number: 'INV-0011', issue_date: '2026-09-25', status: 'paid' },
    ],
    created_at: '2026-11-25T06:00:00Z',
    ...overrides,
  };
}
