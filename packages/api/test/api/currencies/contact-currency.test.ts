import { contactSchema, dataEnvelope } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const contactAnswer = dataEnvelope(contactSchema);

describe(`a contact's default currency on ${backend}`, () => {
  it('answers the books’ currency unless set; set, cleared and refused when not a code', async () => {
    const { token } = await signUp(app);
    const client = invoiceClient(app, token);
    const plain = contactAnswer.parse(
      (await client.inject('GET', `/contacts/${await client.contact()}`)).json(),
    );
    expect(plain.data.currency).toBe('KES');

    const created = await client.inject('POST', '/contacts', {
      contact: { company_name: 'London Studio', currency: 'gbp' },
    });
    expect(created.statusCode).toBe(201);
    const id = contactAnswer.parse(created.json()).data.id;
    expect(created.json().data.currency).toBe('GBP');
    const renamed = await client.inject('PUT', `/contacts/${id}`, { contact: { phone: '0700000000' } });
    expect(renamed.json().data.currency).toBe('GBP');
    const list = (await client.inject('GET', '/contacts')).json().data as { id: number; currency: string }[];
    expect(list.find((contact) => contact.id === id)?.currency).toBe('GBP');

    const bad = await client.inject('PUT', `/contacts/${id}`, { contact: { currency: 'POUNDS' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.currency).toBeDefined();
    const cleared = await client.inject('PUT', `/contacts/${id}`, { contact: { currency: null } });
    expect(cleared.json().data.currency).toBe('KES');
  });

  it('a new invoice or bill for the contact without a currency takes theirs; one given wins', async () => {
    const { token } = await signUp(app);
    const invoices = invoiceClient(app, token);
    const bills = billClient(app, token);
    await invoices.inject('POST', '/exchange_rates', {
      exchange_rate: { currency: 'USD', date: '2026-01-01', rate: 129.5 },
    });
    const customer = await invoices.contact({ currency: 'USD' });
    const invoice = await invoices.created({ contact_id: customer });
    expect(invoice).toMatchObject({ currency: 'USD', exchange_rate: 129.5 });
    const inKes = await invoices.created({ contact_id: customer, currency: 'KES' });
    expect(inKes).toMatchObject({ currency: 'KES', exchange_rate: 1 });

    const rent = (await ledgerClient(app, token).chart()).get('6100')!.id;
    const bill = await bills.created({ contact_id: customer, lines: [billLine(rent)] });
    expect(bill).toMatchObject({ currency: 'USD', exchange_rate: 129.5, total_in_books: 129_500 });

    // Without a rate for the contact's currency the document is refused, as one given in it would be.
    const euro = await invoices.contact({ currency: 'EUR' });
    const refused = await invoices.create({
      contact_id: euro,
      issue_date: '2026-01-10',
      due_date: '2026-02-09',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.exchange_rate[0]).toMatch(/no EUR rate/);
  });
});
