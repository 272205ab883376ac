import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';
import { addMember } from '../../support/team-helpers.ts';

let database: Database;
let app: OwnersApp;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const item = {
  description: 'Logo design',
  quantity: 2,
  unit: 'hours',
  unit_price: 150.5,
  tax_rate: 16,
  discount: 0,
  tax_category: null,
};

describe(`the invoicer on ${backend}`, () => {
  it('creates, edits and sends a draft; the sent invoice is the bookkeeper’s to change; no payments', async () => {
    const owner = await signUp(app);
    const invoicer = invoiceClient(app, (await addMember(app, owner.token, 'invoicer')).token);
    const bookkeeper = invoiceClient(app, (await addMember(app, owner.token, 'bookkeeper')).token);
    const contactId = await invoicer.contact();
    const invoice = await invoicer.created({ contact_id: contactId, notes: 'Draft' });
    expect((await invoicer.addItems(invoice.id, [item])).statusCode).toBe(200);
    expect((await invoicer.update(invoice.id, { notes: 'Still a draft' })).statusCode).toBe(200);
    expect((await invoicer.update(invoice.id, { status: 'sent' })).statusCode).toBe(200);

    const edit = await invoicer.update(invoice.id, { notes: 'After sending' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ error: 'An invoicer may not change an invoice once it is sent' });
    expect((await invoicer.addItems(invoice.id, [item])).statusCode).toBe(403);
    expect((await invoicer.remove(invoice.id)).statusCode).toBe(403);
    const pay = await invoicer.pay(invoice.id, { amount: 100, payment_date: '2026-01-12' });
    expect(pay.json()).toEqual({ error: 'An invoicer may not record payments' });
    const read = await invoicer.ok(invoicer.get(invoice.id));
    expect(read).toMatchObject({ notes: 'Still a draft', status: 'sent' });

    expect((await bookkeeper.update(invoice.id, { notes: 'Corrected' })).statusCode).toBe(200);
  });
});
