import { firstItem, jsonResource, type PutAccount, type PutCase } from './put-cases.ts';

const line = (account: PutAccount) => ({
  description: 'Consulting',
  quantity: 2,
  unit: 'hours',
  unit_price: 1000,
  tax_rate: 16,
  discount: 10,
  ledger_account_id: account.ledger('4000'),
});

async function invoice(account: PutAccount): Promise<string> {
  const made = await account.data(
    account.call('POST', '/invoices', {
      invoice: {
        contact_id: account.contactId,
        project_id: account.projectId,
        issue_date: '2026-01-10',
        due_date: '2026-02-09',
        currency: 'KES',
        notes: 'Thank you',
        reminders_enabled: false,
      },
    }),
    201,
  );
  await account.data(account.call('POST', `/invoices/${made.id}/add_items`, { items: [line(account)] }));
  return String(made.id);
}

async function estimate(account: PutAccount): Promise<string> {
  const made = await account.data(
    account.call('POST', '/estimates', {
      estimate: {
        contact_id: account.contactId,
        project_id: account.projectId,
        issue_date: '2026-03-02',
        expiry_date: '2026-03-31',
        currency: 'KES',
        notes: 'Valid for a month',
      },
    }),
    201,
  );
  await account.data(account.call('POST', `/estimates/${made.id}/add_items`, { items: [line(account)] }));
  return String(made.id);
}

const lineTotals = ['subtotal', 'discount_amount', 'tax_amount', 'total'];

/** Every resource with a PUT (and the price list's PATCH), made with every field it takes. */
/** The sales and purchase documents, their lines and the recurring series, made with every field. */
export const documentPutCases: PutCase[] = [
  {
    name: 'PUT /invoices/{id}',
    make: async (account) => jsonResource(account, `/invoices/${await invoice(account)}`, 'invoice'),
    one: { notes: 'Pay by M-Pesa' },
    reads: { notes: 'Pay by M-Pesa' },
    derived: ['updated_at'],
    clear: { send: { project_id: null }, reads: { project_id: null }, derived: ['updated_at', 'project'] },
    required: { issue_date: null },
  },
  {
    name: 'PUT /invoices/{id}/items/{itemId}',
    make: async (account) =>
      firstItem(account, `/invoices/${await invoice(account)}`, 'invoice_items', 'invoice_item'),
    one: { quantity: 3 },
    reads: { quantity: 3, total: 3132 },
    derived: lineTotals,
    clear: { send: { ledger_account_id: null }, reads: { ledger_account_id: null } },
    required: { description: null },
  },
  {
    name: 'PUT /estimates/{id}',
    make: async (account) => jsonResource(account, `/estimates/${await estimate(account)}`, 'estimate'),
    one: { notes: 'Valid for two weeks' },
    reads: { notes: 'Valid for two weeks' },
    derived: ['updated_at'],
    clear: { send: { project_id: null }, reads: { project_id: null }, derived: ['updated_at', 'project'] },
    required: { expiry_date: null },
  },
  {
    name: 'PUT /estimates/{id}/items/{itemId}',
    make: async (account) =>
      firstItem(account, `/estimates/${await estimate(account)}`, 'estimate_items', 'estimate_item'),
    one: { unit_price: 1500 },
    reads: { unit_price: 1500, total: 3132 },
    derived: lineTotals,
    clear: { send: { ledger_account_id: null }, reads: { ledger_account_id: null } },
    required: { unit: null },
  },
  {
    name: 'PUT /bills/{id}',
    make: async (account) => {
      const made = await account.data(
        account.call('POST', '/bills', {
          bill: {
            contact_id: account.contactId,
            bill_number: 'B-17',
            issue_date: '2026-01-10',
            due_date: '2026-02-09',
            currency: 'KES',
            notes: 'January rent',
            draft: true,
            lines: [{ ...line(account), ledger_account_id: account.ledger('6000') }],
          },
        }),
        201,
      );
      return jsonResource(account, `/bills/${made.id}`, 'bill');
    },
    one: { bill_number: 'B-18' },
    reads: { bill_number: 'B-18' },
    derived: ['updated_at'],
    clear: { send: { notes: null }, reads: { notes: null }, derived: ['updated_at'] },
    required: { issue_date: null },
  },
  {
    name: 'PUT /recurring_invoices/{id}',
    make: async (account) => {
      const made = await account.data(
        account.call('POST', '/recurring_invoices', {
          recurring_invoice: {
            contact_id: account.contactId,
            project_id: account.projectId,
            frequency: 'monthly',
            interval: 2,
            start_date: '2030-01-01',
            end_date: '2030-12-31',
            due_days: 7,
            auto_send: true,
            missed_periods: 'skip',
            currency: 'KES',
            notes: 'Retainer',
            items: [line(account)],
          },
        }),
        201,
      );
      return jsonResource(account, `/recurring_invoices/${made.id}`, 'recurring_invoice');
    },
    one: { notes: 'Monthly retainer' },
    reads: { notes: 'Monthly retainer' },
    derived: ['updated_at'],
    clear: { send: { end_date: null }, reads: { end_date: null }, derived: ['updated_at'] },
    required: { frequency: null },
  },
];
