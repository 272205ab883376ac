import type { Estimate, EstimateList } from '@daftari/contracts';
import { invoice, item, uuid } from './fixtures.ts';

/** A draft estimate for the first contact, one line of KES 2,000, valid through March. */
export function estimate(overrides: Partial<Estimate> = {}): Estimate {
  const { contact, contact_id } = invoice();
  return {
    id: uuid(21),
    estimate_number: 'EST-0001',
    status: 'draft',
    status_label: 'Draft',
    contact_id,
    contact,
    project_id: null,
    project: null,
    issue_date: '2025-03-01',
    expiry_date: '2025-03-31',
    currency: 'KES',
    notes: null,
    subtotal: 2000,
    discount_total: 0,
    tax_total: 0,
    total: 2000,
    accepted_at: null,
    accepted_by: null,
    declined_at: null,
    decline_reason: null,
    invoice_id: null,
    created_at: '2025-03-01T09:00:00Z',
    estimate_items: [item()],
    ...overrides,
  };
}

export function estimateList(
  rows: Estimate[],
  meta: Partial<EstimateList['meta']> = {},
  summary: Partial<EstimateList['summary']> = {},
): EstimateList {
  return {
    data: rows.map(({ estimate_items: _items, ...row }) => row),
    meta: { current_page: 1, total_pages: 1, total_count: rows.length, per_page: 10, ...meta },
    summary: {
      open_count: 0,
      open_amount: 0,
      expired_count: 0,
      accepted_this_month_count: 0,
      accepted_this_month_amount: 0,
      conversion_rate: null,
      currency: 'KES',
      ...summary,
    },
  };
}
