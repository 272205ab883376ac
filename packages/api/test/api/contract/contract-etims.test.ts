import { describe, expect, it } from 'vitest';
import { at, nextPin, sentInvoice, useEtimsApp } from '../../support/etims-helpers.ts';
import { backend, signUp } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';

// books-contract.md section 10, KRA eTIMS: the names, routes and statuses as the contract writes them.
const shared = useEtimsApp();

const SETTINGS_KEYS = ['enabled', 'pin', 'branch_id', 'device_serial', 'environment', 'initialized_at'];
const SALE_KEYS = [
  'status',
  'receipt_number',
  'cu_invoice_number',
  'signature',
  'internal_data',
  'signed_at',
  'qr_url',
  'error',
];

async function newAccount() {
  const { token } = await signUp(shared.app);
  return invoiceClient(shared.app, token);
}

/** An account whose eTIMS settings are given under the contract's names, then initialised by its route. */
async function initialised() {
  const { token, data } = await signUp(shared.app);
  const client = invoiceClient(shared.app, token);
  const pin = nextPin();
  const put = await client.ok<{ etims: Record<string, unknown> }>(
    client.inject('PUT', '/account', {
      account: { etims: { enabled: true, pin, branch_id: '00', device_serial: 'DVC-1' } },
    }),
  );
  expect(put.etims).toMatchObject({ enabled: true, pin, device_serial: 'DVC-1', initialized_at: null });
  const initialise = await client.inject('POST', '/account/etims/initialize');
  expect(initialise.statusCode, initialise.body).toBe(200);
  const buyerPin = nextPin();
  const contactId = await client.contact({ company_name: 'Baraka Ltd', kra_pin: buyerPin });
  const answer = initialise.json() as { data: Record<string, unknown> };
  return { token, accountId: data.account.id as number, client, pin, buyerPin, contactId, answer };
}

describe(`books-contract section 10, KRA eTIMS, on ${backend}`, () => {
  it('the account answers etims {enabled, pin, branch_id ("00"), device_serial, environment, initialized_at}', async () => {
    const client = await newAccount();
    const account = await client.ok<{ etims: Record<string, unknown> }>(client.inject('GET', '/account'));
    expect(Object.keys(account.etims)).toEqual(expect.arrayContaining(SETTINGS_KEYS));
    expect(account.etims).toMatchObject({
      enabled: false,
      pin: null,
      branch_id: '00',
      device_serial: null,
      environment: 'simulator',
      initialized_at: null,
    });
    const current = await client.ok<{ account: { etims: unknown } }>(client.inject('GET', '/users/current'));
    expect(current.account.etims).toEqual(account.etims);
  });

  it('POST /account/etims/initialize answers {data: account} with initialized_at; the key never leaves', async () => {
    const { answer, pin } = await initialised();
    expect(answer.data).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(answer.data.etims).toMatchObject({
      enabled: true,
      pin,
      environment: 'simulator',
      initialized_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(JSON.stringify(answer)).not.toMatch(/communication_key|cmcKey/i);
  });

  it('POST /etims/initialize stays as an alias, answering the settings with the same names', async () => {
    const { client } = await initialised();
    const again = await client.inject('POST', '/etims/initialize');
    expect(again.statusCode, again.body).toBe(200);
    expect(Object.keys(again.json().data)).toEqual(expect.arrayContaining(SETTINGS_KEYS));
  });

  it('a failed initialisation is a 422 {error}', async () => {
    const client = await newAccount();
    const refused = await client.inject('POST', '/account/etims/initialize');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: expect.any(String) });
  });

  it('a contact kra_pin is a letter, nine digits, a letter; else 422', async () => {
    const client = await newAccount();
    const bad = await client.inject('POST', '/contacts', {
      contact: { company_name: 'A', kra_pin: 'P12345' },
    });
    expect(bad.statusCode).toBe(422);
    const good = await client.ok<{ kra_pin: string }>(
      client.inject('POST', '/contacts', { contact: { company_name: 'A', kra_pin: 'P051234567X' } }),
      201,
    );
    expect(good.kra_pin).toBe('P051234567X');
  });

  it('an invoice and a credit note answer etims: null when eTIMS is not enabled', async () => {
    const client = await newAccount();
    const invoice = await client.created({ contact_id: await client.contact() });
    await client.ok(client.addItems(invoice.id, [line({ unit_price: 100 })]));
    const sent = await client.ok<Record<string, unknown>>(client.update(invoice.id, { status: 'sent' }));
    expect(sent).toHaveProperty('etims', null);
    const note = await client.ok<{ id: number }>(
      client.inject('POST', '/credit_notes', {
        credit_note: {
          invoice_id: invoice.id,
          issue_date: '2026-01-12',
          reason: 'Returned',
          items: [line({ unit_price: 10 })],
        },
      }),
      201,
    );
    const read = await client.ok<Record<string, unknown>>(client.inject('GET', `/credit_notes/${note.id}`));
    expect(read).toHaveProperty('etims', null);
  });

  it('an invoice sent to KRA answers {status pending|signed, receipt_number, …, qr_url, error}', async () => {
    const account = await initialised();
    const { client } = account;
    const sent = await sentInvoice(account);
    expect(Object.keys(sent.etims ?? {})).toEqual(expect.arrayContaining(SALE_KEYS));
    expect(sent.etims?.status).toBe('pending');
    const listed = await client.ok<{ id: string; etims_status: string }[]>(client.list());
    expect(listed.find((row) => row.id === sent.id)?.etims_status).toBe('pending');

    await shared.run(at(0));
    const signed = await client.ok<Record<string, unknown> & { etims: Record<string, unknown> }>(
      client.get(sent.id),
    );
    expect(signed.etims).toMatchObject({
      status: 'signed',
      receipt_number: expect.any(Number),
      cu_invoice_number: expect.any(String),
      signature: expect.any(String),
      signed_at: expect.any(String),
      qr_url: expect.stringMatching(/^https:\/\//),
      error: null,
    });
    const [item] = signed.invoice_items as { id: number }[];
    const changed = await client.updateItem(sent.id, item!.id, { quantity: 9 });
    expect(changed.statusCode).toBe(422);
  });

  it('GET /reports/vat_schedules?month=yyyy-MM answers {month, sales, purchases}; format=csv per schedule', async () => {
    const account = await initialised();
    const { client } = account;
    const sent = await sentInvoice(account);
    await shared.run(at(0));
    const month = sent.issue_date.slice(0, 7);
    const report = await client.ok<{ month: string; sales: Record<string, unknown>[]; purchases: unknown[] }>(
      client.inject('GET', `/reports/vat_schedules?month=${month}`),
    );
    expect(report).toMatchObject({ month, sales: expect.any(Array), purchases: expect.any(Array) });
    const keys = ['pin', 'name', 'invoice_number', 'cu_invoice_number', 'date', 'category', 'taxable', 'vat'];
    expect(Object.keys(report.sales[0] ?? {})).toEqual(expect.arrayContaining(keys));
    for (const schedule of ['sales', 'purchases']) {
      const csv = await client.inject(
        'GET',
        `/reports/vat_schedules?month=${month}&format=csv&schedule=${schedule}`,
      );
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    }
  });
});
