import type {
  ChartAccount,
  InvoiceListRow,
  MoneyAccount,
  Reconciliation,
  StatementLine,
} from '@daftari/contracts';
import { user } from '@daftari/test-utils';

export const currentUser = () => ({ body: { data: user() } });

export function moneyAccount(id: number, fields: Partial<MoneyAccount> = {}): MoneyAccount {
  return {
    ledger_account_id: id,
    number: String(1100 + id),
    name: `Account ${id}`,
    kind: 'bank',
    institution: null,
    currency: 'KES',
    ledger_balance: 0,
    statement_balance: null,
    statement_date: null,
    unmatched_count: 0,
    last_import_at: null,
    ...fields,
  };
}

export const bank = moneyAccount(2, {
  number: '1100',
  name: 'Bank',
  institution: 'Equity Bank',
  ledger_balance: 125000.5,
  statement_balance: 125300.55,
  statement_date: '2026-11-30',
  unmatched_count: 3,
  last_import_at: '2026-12-01T07:30:00.000Z',
});
export const mpesa = moneyAccount(3, { number: '1300', name: 'M-Pesa', kind: 'mpesa', ledger_balance: 0.1 });

export function line(id: number, fields: Partial<StatementLine> = {}): StatementLine {
  return {
    id,
    ledger_account_id: 2,
    statement_id: 1,
    date: '2026-11-10',
    time: null,
    reference: `REF${id}`,
    description: `Line ${id}`,
    counterparty: null,
    counterparty_phone: null,
    account_ref: null,
    amount: 1000,
    balance: null,
    status: 'unmatched',
    match: null,
    suggestions: [],
    reconciled: false,
    ...fields,
  };
}

export const INVOICE_ID = '11111111-1111-4111-8111-111111111111';

export function invoice(fields: Partial<InvoiceListRow> = {}): InvoiceListRow {
  return {
    id: INVOICE_ID,
    invoice_number: 'INV-0012',
    status: 'sent',
    status_label: 'Sent',
    contact_id: 7,
    project_id: null,
    issue_date: '2026-11-01',
    due_date: '2026-11-15',
    created_at: '2026-11-01T08:00:00.000Z',
    currency: 'KES',
    notes: null,
    subtotal: 5000,
    discount_total: 0,
    tax_total: 0,
    total: 5000,
    paid_amount: 0,
    balance: 5000,
    contact: {
      id: 7,
      full_name: 'Otieno Ochieng',
      company_name: null,
      email: null,
      billing_address: { street: null, city: null, state: null, postal_code: null, country: null },
    },
    project: null,
    ...fields,
  };
}

export const summary = (fields: Partial<Record<StatementLine['status'], number>> = {}) => ({
  unmatched: 0,
  suggested: 0,
  matched: 0,
  excluded: 0,
  ...fields,
});

export const pageOf = (data: StatementLine[]) => ({
  data,
  meta: { total_count: data.length, current_page: 1, total_pages: 1, per_page: 50 },
  summary: Object.fromEntries(
    (['unmatched', 'suggested', 'matched', 'excluded'] as const).map((status) => [
      status,
      data.filter((l) => l.status === status).length,
    ]),
  ) as ReturnType<typeof summary>,
});

export function reconciliation(id: number, fields: Partial<Reconciliation> = {}): Reconciliation {
  return {
    id,
    ledger_account_id: 2,
    statement_date: '2026-11-30',
    statement_balance: 125300.55,
    ledger_balance: 125000.5,
    difference: 300.05,
    open_lines: 2,
    status: 'draft',
    completed_at: null,
    ...fields,
  };
}

/** An expense account of the chart, as GET /ledger_accounts lists it. */
export const utilities: ChartAccount = {
  id: 61,
  number: '6200',
  name: 'Utilities',
  full_name: '6200 Utilities',
  full_number: '6200',
  account_type: 'expense',
  system: false,
  archived: false,
  balance: 0,
};
