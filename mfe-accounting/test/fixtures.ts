import type { ChartAccount, Contact, Dashboard, JournalEntry, JournalLine } from '@daftari/contracts';
import { user } from '@daftari/test-utils';

export function account(id: number, fields: Partial<ChartAccount> = {}): ChartAccount {
  const number = fields.number ?? String(6000 + id);
  const name = fields.name ?? `Account ${id}`;
  return {
    id,
    number,
    name,
    full_name: `${number} ${name}`,
    full_number: number,
    account_type: 'expense',
    system: false,
    archived: false,
    balance: 0,
    ...fields,
  };
}

/** A small chart: a system bank account, receivables, a supplier debt, capital, sales and two expenses. */
export const chart: ChartAccount[] = [
  account(1, { number: '1000', name: 'Bank', account_type: 'asset', system: true, balance: 125000.5 }),
  account(2, {
    number: '1200',
    name: 'Accounts receivable',
    account_type: 'asset',
    system: true,
    balance: 8000,
  }),
  account(3, {
    number: '2000',
    name: 'Accounts payable',
    account_type: 'liability',
    system: true,
    balance: 3000,
  }),
  account(4, { number: '3000', name: "Owner's capital", account_type: 'equity', balance: 100000 }),
  account(5, { number: '4000', name: 'Sales', account_type: 'income', system: true, balance: 42000 }),
  account(6, { number: '6100', name: 'Rent', account_type: 'expense', balance: 12000 }),
  account(7, { number: '6150', name: 'Internet', account_type: 'expense', balance: 0 }),
];

export function line(id: number, fields: Partial<JournalLine> = {}): JournalLine {
  return {
    id,
    ledger_account_id: 1,
    account_number: '1000',
    account_name: 'Bank',
    contact_id: null,
    description: null,
    debit: 0,
    credit: 0,
    ...fields,
  };
}

export function entry(id: number, fields: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id,
    number: `JE-${String(id).padStart(6, '0')}`,
    date: '2026-03-02',
    memo: null,
    source_type: 'manual',
    source_id: null,
    reversal_of: null,
    reversed_by: null,
    lines: [
      line(id * 10 + 1, { ledger_account_id: 6, account_number: '6100', account_name: 'Rent', debit: 12000 }),
      line(id * 10 + 2, { credit: 12000 }),
    ],
    total: 12000,
    created_at: '2026-03-02T08:00:00.000Z',
    ...fields,
  };
}

const months = Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}`);

export function dashboard(fields: Partial<Dashboard> = {}): Dashboard {
  return {
    as_of: '2025-12-31',
    period: {
      from: '2025-12-01',
      to: '2025-12-31',
      income: 0,
      expenses: 0,
      profit: 0,
      vat: { output_tax: 0, input_tax: 0, net_payable: 0 },
    },
    bills_due: { due_now: { count: 0, amount: 0 }, next_7_days: { count: 0, amount: 0 } },
    receivables: 0,
    overdue: 0,
    payables: 0,
    cash: [{ ledger_account_id: 1, name: 'Bank', balance: 0 }],
    months: months.map((month) => ({ month, income: 0, expenses: 0 })),
    top_debtors: [],
    ...fields,
  };
}

export const currentUser = () => ({ body: { data: user() } });

/** A contact as GET /contacts answers it. */
export function contact(id: number, fields: Partial<Contact> = {}): Contact {
  return {
    id,
    email: `person${id}@example.co.ke`,
    full_name: `Person ${id}`,
    first_name: null,
    last_name: null,
    company_name: null,
    phone: null,
    billing_address: { street: null, city: null, state: null, postal_code: null, country: null },
    created_at: '2025-01-31T10:00:00.000Z',
    ...fields,
  };
}
