import type {
  Contact,
  Invoice,
  InvoiceItem,
  InvoiceList,
  InvoiceListRow,
  PriceListItem,
} from '@daftari/contracts';

export const uuid = (n: number) => `0b7c1d2e-3f40-4a5b-8c6d-${String(n).padStart(12, '0')}`;

export const contacts: Contact[] = [
  {
    id: 1,
    email: 'amina@savannah.co.ke',
    full_name: 'Amina Otieno',
    first_name: 'Amina',
    last_name: 'Otieno',
    company_name: 'Savannah Traders',
    phone: null,
    billing_address: {
      street: '14 Moi Avenue',
      city: 'Nairobi',
      state: null,
      postal_code: '00100',
      country: 'Kenya',
    },
    created_at: '2025-01-01T10:00:00Z',
  },
  {
    id: 2,
    email: 'ops@lakeside.co.ke',
    full_name: null,
    first_name: null,
    last_name: null,
    company_name: 'Lakeside Ltd',
    phone: null,
    billing_address: { street: null, city: null, state: null, postal_code: null, country: null },
    created_at: '2025-01-01T10:00:00Z',
  },
];

export function item(overrides: Partial<InvoiceItem> = {}): InvoiceItem {
  return {
    id: 1,
    description: 'Website development',
    quantity: 2,
    unit: 'hours',
    unit_price: 1000,
    tax_rate: 0,
    discount: 0,
    subtotal: 2000,
    discount_amount: 0,
    tax_amount: 0,
    total: 2000,
    ...overrides,
  };
}

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  const contact = contacts[0]!;
  return {
    id: uuid(1),
    invoice_number: 'INV-0001',
    status: 'draft',
    status_label: 'Draft',
    contact_id: contact.id,
    project_id: null,
    issue_date: '2025-03-01',
    due_date: '2025-03-31',
    created_at: '2025-03-01T09:00:00Z',
    currency: 'KES',
    notes: null,
    subtotal: 2000,
    discount_total: 0,
    tax_total: 0,
    total: 2000,
    paid_amount: 0,
    balance: 2000,
    contact: {
      id: contact.id,
      full_name: contact.full_name,
      company_name: contact.company_name,
      email: contact.email,
      billing_address: contact.billing_address,
    },
    project: null,
    invoice_items: [item()],
    payments: [],
    unrecorded_charges: [],
    etims: null,
    ...overrides,
  };
}

export function invoiceList(
  rows: (Invoice & Pick<InvoiceListRow, 'etims_status'>)[],
  meta: Partial<InvoiceList['meta']> = {},
  summary: Partial<InvoiceList['summary']> = {},
): InvoiceList {
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const paid = rows.reduce((sum, row) => sum + row.paid_amount, 0);
  return {
    data: rows.map(({ invoice_items: _items, payments: _payments, ...row }) => row),
    meta: { current_page: 1, total_pages: 1, total_count: rows.length, per_page: 10, ...meta },
    summary: {
      total_amount: total,
      total_paid: paid,
      total_unpaid: total - paid,
      average_amount: rows.length ? total / rows.length : 0,
      count: rows.length,
      currency: 'KES',
      ...summary,
    },
  };
}

export function priceListItem(overrides: Partial<PriceListItem> = {}): PriceListItem {
  return {
    id: 11,
    description: 'Logo design',
    unit: 'services',
    unit_price: 25000,
    tax_rate: 16,
    tax_category: null,
    kind: 'service',
    classification_code: null,
    etims_item_code: null,
    ...overrides,
  };
}

export const priceList: PriceListItem[] = [
  priceListItem(),
  priceListItem({ id: 12, description: 'Hosting', unit: 'months', unit_price: 2500, tax_rate: 0 }),
  priceListItem({
    id: 13,
    description: 'Tuition, term 1',
    unit: 'months',
    unit_price: 15000,
    tax_rate: 0,
    tax_category: 'exempt',
  }),
];
