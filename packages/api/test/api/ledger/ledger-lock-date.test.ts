import { accountSchema, dataEnvelope } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';
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

const LOCKED = { error: 'The books are locked up to 2026-03-31' };

async function business() {
  const { token } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const ledger = ledgerClient(app, token);
  const contactId = await invoices.contact();
  const office = String((await ledger.chart()).get('6000')!.id);
  const expense = (
    fields: Record<string, string>,
    method: 'POST' | 'PUT' = 'POST',
    url = '/api/expenses',
  ) => {
    const form = { expenseType: 'Payment', ledger_account_id: office, totalValue: '116.00', vat: 'Standard' };
    const { payload, headers } = multipartBody(
      Object.entries({ ...form, description: 'Fuel', ...fields }).map(([name, content]) => ({
        name,
        content,
      })),
    );
    return app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
  };
  return { token, invoices, ledger, contactId, expense };
}

describe(`the lock date on ${backend}`, () => {
  it('is an account setting: GET and PUT /account, a real date or null', async () => {
    const { token } = await business();
    const envelope = dataEnvelope(accountSchema);
    const get = async () =>
      envelope.parse((await app.inject({ url: '/api/account', headers: bearer(token) })).json());
    expect((await get()).data.lock_date).toBeNull();
    const put = (lockDate: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/account',
        headers: bearer(token),
        payload: { account: { lock_date: lockDate } },
      });
    expect(envelope.parse((await put('2026-03-31')).json()).data.lock_date).toBe('2026-03-31');
    expect((await get()).data.lock_date).toBe('2026-03-31');
    const bad = await put('2026-02-30');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual({ lock_date: ['Lock date is not a real date'] });
    expect((await put(null)).statusCode).toBe(200);
    expect((await get()).data.lock_date).toBeNull();
  });

  it('refuses every document write that would post on or before it, as a whole', async () => {
    const { invoices, ledger, contactId, expense } = await business();
    const open = await invoices.created({
      contact_id: contactId,
      issue_date: '2026-03-01',
      due_date: '2026-04-30',
    });
    const withItems = await invoices.ok(invoices.addItems(open.id, [line()]));
    await invoices.ok(invoices.update(open.id, { status: 'sent' }));
    const draft = await invoices.created({
      contact_id: contactId,
      issue_date: '2026-03-31',
      due_date: '2026-04-30',
    });
    await invoices.ok(invoices.addItems(draft.id, [line()]));
    await ledger.setLockDate('2026-03-31');
    const before = await ledger.entries();

    const sent = await invoices.update(draft.id, { status: 'sent' });
    expect([sent.statusCode, sent.json()]).toEqual([422, LOCKED]);
    const emailed = await invoices.inject('POST', `/invoices/${draft.id}/email_invoice`, {
      email: 'a@example.com',
    });
    expect([emailed.statusCode, emailed.json()]).toEqual([422, LOCKED]);
    const paidDraft = await invoices.pay(draft.id, { amount: 1, paid_on: '2026-04-02', method: 'cash' });
    expect([paidDraft.statusCode, paidDraft.json()]).toEqual([422, LOCKED]);
    expect((await invoices.ok(invoices.get(draft.id))).status).toBe('draft');
    const paid = await invoices.pay(open.id, { amount: 10, paid_on: '2026-03-31', method: 'cash' });
    expect([paid.statusCode, paid.json()]).toEqual([422, LOCKED]);
    expect((await invoices.ok(invoices.get(open.id))).payments).toEqual([]);
    const spent = await expense({ dated: '2026-03-31' });
    expect([spent.statusCode, spent.json()]).toEqual([422, LOCKED]);
    expect((await ledger.inject('GET', '/expenses')).json().data).toEqual([]);
    expect(await ledger.entries()).toEqual(before);

    // After the lock date everything posts; an edit of an older document re-posts today, after it.
    await invoices.ok(invoices.pay(open.id, { amount: 10, paid_on: '2026-04-01', method: 'cash' }), 201);
    expect((await expense({ dated: '2026-04-01' })).statusCode).toBe(201);
    await invoices.ok(invoices.updateItem(open.id, withItems.invoice_items[0]!.id, line({ unit_price: 90 })));
    expect((await ledger.entries()).length).toBe(before.length + 4);
  });

  it('refuses an edit or a deletion whose re-posting would fall in the locked period', async () => {
    const { invoices, ledger, contactId, expense } = await business();
    const invoice = await invoices.created({ contact_id: contactId });
    const withItems = await invoices.ok(invoices.addItems(invoice.id, [line()]));
    await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
    const created = (await expense({ dated: '2026-01-05' })).json().data;
    await ledger.setLockDate('2999-12-31');
    const message = { error: 'The books are locked up to 2999-12-31' };
    const changed = await invoices.updateItem(
      invoice.id,
      withItems.invoice_items[0]!.id,
      line({ unit_price: 1 }),
    );
    expect([changed.statusCode, changed.json()]).toEqual([422, message]);
    expect((await invoices.ok(invoices.get(invoice.id))).total).toBe(100);
    const url = `/api/expenses/${created.id}`;
    const edited = await expense({ dated: '2026-01-05', totalValue: '1.00' }, 'PUT', url);
    expect([edited.statusCode, edited.json()]).toEqual([422, message]);
    const deleted = await ledger.inject('DELETE', `/expenses/${created.id}`);
    expect([deleted.statusCode, deleted.json()]).toEqual([422, message]);
    expect((await ledger.inject('GET', `/expenses/${created.id}`)).json().data.total_value).toBe(116);
  });

  it('refuses manual entries and reversals in the locked period; skips recurring occurrences there', async () => {
    const { ledger, expense } = await business();
    const chart = await ledger.chart();
    const lines = [
      { ledger_account_id: chart.get('1000')!.id, debit: 5 },
      { ledger_account_id: chart.get('3000')!.id, credit: 5 },
    ];
    const entry = await ledger.postEntry({ date: '2026-03-01', memo: 'Float', lines });
    expect((await expense({ dated: '2026-02-10', recurrence: 'Monthly' })).statusCode).toBe(201);
    await ledger.setLockDate('2026-03-31');
    const manual = await ledger.inject('POST', '/journal_entries', {
      journal_entry: { date: '2026-03-31', lines },
    });
    expect([manual.statusCode, manual.json()]).toEqual([422, LOCKED]);
    const reversal = await ledger.inject('POST', `/journal_entries/${entry.id}/reverse`, {
      date: '2026-03-15',
    });
    expect([reversal.statusCode, reversal.json()]).toEqual([422, LOCKED]);
    await jobRunner(database.db, recordingMailer().mailer)('2026-04-20T12:00:00Z');
    const expenses = (await ledger.entries({ source_type: 'expense' })).map((e) => e.date);
    expect(expenses).toEqual(['2026-04-10', '2026-02-10']);
  });
});
