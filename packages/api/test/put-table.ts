import { firstItem, jsonResource, listed, type Made, type PutAccount, type PutCase } from './put-cases.ts';

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
export const putCases: PutCase[] = [
  {
    name: 'PUT /contacts/{id}',
    make: async (account) => {
      const made = await account.data(
        account.call('POST', '/contacts', {
          contact: {
            first_name: 'Wanjiru',
            last_name: 'Kamau',
            company_name: 'Kamau Hardware',
            email: 'wanjiru@kamau.co.ke',
            phone: '+254 700 000001',
            kra_pin: 'P051234567X',
            billing_address: {
              street: 'Moi Avenue 12',
              city: 'Nairobi',
              state: 'Nairobi',
              postal_code: '00100',
              country: 'Kenya',
            },
          },
        }),
        201,
      );
      return jsonResource(account, `/contacts/${made.id}`, 'contact');
    },
    one: { phone: '0711 222333' },
    reads: { phone: '0711 222333' },
    clear: { send: { email: null }, reads: { email: null } },
    required: { first_name: null, last_name: null, company_name: null, email: null },
  },
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
    name: 'PUT /expenses/{id} (multipart)',
    make: async (account): Promise<Made> => {
      const made = await account.data(
        account.form('POST', '/expenses', {
          expenseType: 'Payment',
          ledger_account_id: String(account.ledger('6000')),
          paid_from_account_id: String(account.ledger('1000')),
          dated: '2026-03-10',
          totalValue: '1160.00',
          vat: 'Auto',
          vatRate: '8',
          description: 'Printer paper',
          receiptReference: 'R-1',
          attachmentDescription: 'The till slip',
          recurrence: 'Monthly',
          merchantName: 'Text Book Centre',
        }),
        201,
      );
      return {
        read: () => account.data(account.call('GET', `/expenses/${made.id}`)),
        put: (fields) => account.form('PUT', `/expenses/${made.id}`, fields as Record<string, string>),
      };
    },
    one: { description: 'Toner' },
    reads: { description: 'Toner' },
    clear: { send: { receiptReference: '' }, reads: { receipt_reference: null } },
    required: { description: '' },
  },
  {
    name: 'PUT /projects/{id}',
    make: async (account) => {
      const made = await account.data(
        account.call('POST', '/projects', {
          contact_id: account.contactId,
          project: {
            name: 'Shop fit-out',
            project_type: 'hourly_rate',
            end_date: '2026-06-30',
            hourly_rate: 2500,
            total_hours: 120,
            project_invoice_sequence: true,
            description: 'Shelves and counters',
          },
        }),
        201,
      );
      return jsonResource(account, `/projects/${made.id}`, 'project');
    },
    one: { description: 'Shelves only' },
    reads: { description: 'Shelves only' },
    clear: { send: { end_date: null }, reads: { end_date: null } },
    required: { name: null },
  },
  {
    name: 'PUT /time_entries/{id}',
    make: async (account) => {
      const made = await account.data(
        account.call('POST', '/time_entries', {
          time_entry: {
            project_id: account.projectId,
            started_at: '2026-03-02T07:00:00.000Z',
            duration_seconds: 5400,
            description: 'Site visit',
            billable: false,
          },
        }),
        201,
      );
      return {
        read: listed(account, '/time_entries', made.id),
        put: (fields) => account.call('PUT', `/time_entries/${made.id}`, { time_entry: fields }),
      };
    },
    one: { description: 'Site visit and measurements' },
    reads: { description: 'Site visit and measurements' },
    clear: { send: { description: null }, reads: { description: null } },
    required: { project_id: null },
  },
  {
    name: 'PUT /ledger_accounts/{id}',
    make: async (account) => {
      const made = await account.data(
        account.call('POST', '/ledger_accounts', {
          ledger_account: { number: '6150', name: 'Software', account_type: 'expense' },
        }),
        201,
      );
      return {
        read: listed(account, '/ledger_accounts?include_archived=true', made.id),
        put: (fields) => account.call('PUT', `/ledger_accounts/${made.id}`, { ledger_account: fields }),
      };
    },
    one: { name: 'Software subscriptions' },
    reads: { name: 'Software subscriptions' },
    derived: ['full_name'],
    required: { number: null },
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
  {
    name: 'PUT /account',
    make: async (account) => {
      await account.data(
        account.call('PUT', '/account', {
          account: {
            address_line1: 'Moi Avenue 12',
            city: 'Nairobi',
            phone: '+254 700 000001',
            tax_pin: 'P051234567X',
            bank_name: 'KCB',
            mpesa_paybill: '123456',
            reminders: { enabled: true, steps: [-3, 7] },
          },
        }),
      );
      return jsonResource(account, '/account', 'account');
    },
    one: { city: 'Mombasa' },
    reads: { city: 'Mombasa' },
    clear: { send: { phone: null }, reads: { phone: null } },
    required: { name: null },
  },
  {
    name: 'PATCH /price_list_items/{id}',
    make: async (account) => {
      const made = await account.data(
        account.call('POST', '/price_list_items', {
          price_list_item: {
            description: 'Maize flour 2 kg',
            unit: 'items',
            unit_price: 210,
            tax_rate: 0,
            tax_category: 'exempt',
            kind: 'goods',
            classification_code: '5020230100',
          },
        }),
        201,
      );
      return {
        read: listed(account, '/price_list_items', made.id),
        put: (fields) => account.call('PATCH', `/price_list_items/${made.id}`, { price_list_item: fields }),
      };
    },
    one: { classification_code: '5020230200' },
    reads: { classification_code: '5020230200' },
    clear: { send: { tax_category: null }, reads: { tax_category: null } },
    required: { kind: null },
  },
];
