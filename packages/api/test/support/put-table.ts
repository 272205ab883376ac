import { jsonResource, listed, type Made, type PutCase } from './put-cases.ts';
import { documentPutCases } from './put-table-documents.ts';

/** Every resource with a PUT (and the price list's PATCH), made with every field it takes. */
export const putCases: PutCase[] = [
  ...documentPutCases,
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
    // The address object carries the same city.
    reads: { city: 'Mombasa', address: { city: 'Mombasa' } },
    derived: ['address'],
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
