import type { Bill, BillExtraction, BillList, BillListSummary, Contact } from '@daftari/contracts';

export const vendor: Contact = {
  id: 7,
  email: 'orders@unga.co.ke',
  full_name: null,
  first_name: null,
  last_name: null,
  company_name: 'Unga Wholesalers',
  phone: null,
  billing_address: { street: null, city: 'Nairobi', state: null, postal_code: null, country: 'Kenya' },
  created_at: '2026-01-05T08:00:00Z',
};

/** An open bill of KES 11,600 (10,000 + 16% VAT) from Unga Wholesalers, nothing paid. */
export function bill(overrides: Partial<Bill> = {}): Bill {
  return {
    id: 41,
    bill_number: 'UW-2291',
    contact_id: 7,
    contact: {
      id: 7,
      full_name: null,
      company_name: 'Unga Wholesalers',
      email: 'orders@unga.co.ke',
      billing_address: vendor.billing_address,
    },
    issue_date: '2026-11-02',
    due_date: '2026-12-02',
    currency: 'KES',
    status: 'open',
    status_label: 'Open',
    notes: null,
    subtotal: 10000,
    discount_total: 0,
    tax_total: 1600,
    total: 11600,
    paid_amount: 0,
    balance: 11600,
    attachment: null,
    created_at: '2026-11-02T09:00:00Z',
    lines: [
      {
        id: 1,
        description: 'Maize flour, 50 bags',
        ledger_account_id: 12,
        quantity: 50,
        unit_price: 200,
        tax_rate: 16,
        discount: 0,
        subtotal: 10000,
        discount_amount: 0,
        tax_amount: 1600,
        total: 11600,
      },
    ],
    payments: [],
    ...overrides,
  };
}

export function summary(overrides: Partial<BillListSummary> = {}): BillListSummary {
  return {
    total_amount: 0,
    total_paid: 0,
    total_unpaid: 0,
    overdue_amount: 0,
    count: 0,
    currency: 'KES',
    ...overrides,
  };
}

export function billList(
  bills: Bill[],
  overrides: Partial<BillListSummary> = {},
  totalCount = bills.length,
): BillList {
  return {
    data: bills,
    meta: { current_page: 1, total_pages: Math.ceil(totalCount / 10), total_count: totalCount, per_page: 10 },
    summary: summary({ count: totalCount, ...overrides }),
  };
}

export function billExtraction(overrides: Partial<BillExtraction> = {}): BillExtraction {
  return {
    vendor_name: 'Unga Wholesalers',
    contact_id: 7,
    bill_number: 'UW-2291',
    issue_date: '2026-11-02',
    total: 11600,
    vat_rate: 16,
    vat_amount: 1600,
    currency: 'KES',
    ledger_account_id: 12,
    ...overrides,
  };
}
