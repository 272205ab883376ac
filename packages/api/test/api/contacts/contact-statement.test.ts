import {
  type ContactStatement,
  contactStatementSchema,
  dataEnvelope,
  emailContactStatementResultSchema,
} from '@daftari/contracts';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { auditEvents } from '../../support/audit-helpers.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { creditNoteClient } from '../../support/credit-note-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';
import { pdfPages } from '../../support/pdf-text.ts';
import { addMember } from '../../support/team-helpers.ts';

let database: Database;
let app: OwnersApp;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => new Date('2026-03-10T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const FEBRUARY = 'from=2026-02-01&to=2026-02-28';

/** A sent invoice of `price` (no tax) to the contact, in `currency` at `rate` when given. */
async function sentInvoice(
  client: ReturnType<typeof invoiceClient>,
  contactId: number,
  dates: { issue_date: string; due_date: string },
  price: number,
  foreign: Record<string, unknown> = {},
) {
  const draft = await client.created({ contact_id: contactId, ...dates, ...foreign });
  await client.ok(client.addItems(draft.id, [line({ unit_price: price })]));
  return client.ok(client.update(draft.id, { status: 'sent' }));
}

async function statementOf(token: string, contactId: number, query = FEBRUARY): Promise<ContactStatement> {
  const response = await app.inject({
    url: `/api/contacts/${contactId}/statement?${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return dataEnvelope(contactStatementSchema).parse(response.json()).data;
}

/**
 * January: invoice 1 of 100 (due 9 February), 40 paid. February: invoice 2 of 200 (due 7 March), 50 paid on it,
 * a credit note of 30 on it.
 */
async function customerWithHistory() {
  const { token } = await signUp(app, { business_name: 'Kamau Hardware' });
  const client = invoiceClient(app, token);
  const notes = creditNoteClient(app, token);
  const contactId = await client.contact({ email: 'achieng@example.com' });
  const first = await sentInvoice(
    client,
    contactId,
    { issue_date: '2026-01-10', due_date: '2026-02-09' },
    100,
  );
  await client.ok(client.pay(first.id, { amount: 40, paid_on: '2026-01-20', method: 'cash' }), 201);
  const second = await sentInvoice(
    client,
    contactId,
    { issue_date: '2026-02-05', due_date: '2026-03-07' },
    200,
  );
  await client.ok(client.pay(second.id, { amount: 50, paid_on: '2026-02-10', method: 'cash' }), 201);
  await notes.created(second.id, [line({ unit_price: 30 })], { issue_date: '2026-02-15' });
  return { token, client, contactId, first, second };
}

describe(`a contact's statement of account on ${backend}`, () => {
  it('carries the opening balance, the running balance, the closing balance and the aging at `to`', async () => {
    const { token, contactId, first, second } = await customerWithHistory();
    const statement = await statementOf(token, contactId);
    expect(statement).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
      currency: 'KES',
      opening_balance: 60,
    });
    expect(statement.contact.id).toBe(contactId);
    expect(statement.lines).toEqual([
      { date: '2026-02-05', kind: 'invoice', number: second.invoice_number, amount: 200, balance: 260 },
      { date: '2026-02-10', kind: 'payment', number: second.invoice_number, amount: -50, balance: 210 },
      { date: '2026-02-15', kind: 'credit_note', number: expect.any(String), amount: -30, balance: 180 },
    ]);
    const sum = statement.lines.reduce((total, row) => total + row.amount, 0);
    expect(statement.closing_balance).toBe(statement.opening_balance + sum);
    expect(statement.aging).toEqual({
      as_of: '2026-02-28',
      current: 120,
      days_1_30: 60,
      days_31_60: 0,
      days_61_90: 0,
      days_over_90: 0,
      total: 180,
    });
    const january = await statementOf(token, contactId, 'from=2026-01-01&to=2026-01-31');
    expect(january.opening_balance).toBe(0);
    expect(january.lines.map((row) => [row.kind, row.number, row.balance])).toEqual([
      ['invoice', first.invoice_number, 100],
      ['payment', first.invoice_number, 60],
    ]);
    expect(january.closing_balance).toBe(statement.opening_balance);
  });

  it('answers the PDF with the lines and balances', async () => {
    const { token, contactId, second } = await customerWithHistory();
    const response = await app.inject({
      url: `/api/contacts/${contactId}/statement?${FEBRUARY}&format=pdf`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'Statement Achieng Otieno 2026-02-01 to 2026-02-28.pdf',
    );
    const [page] = await pdfPages(response.rawPayload);
    expect(page).toContain('Statement of account');
    expect(page).toContain('Kamau Hardware');
    expect(page).toContain('Opening balance');
    expect(page).toContain(second.invoice_number);
    expect(page).toContain('Closing balance');
    expect(page).toMatch(/KES\s*180\.00/);
  });

  it('e-mails the statement with its PDF through the outbox, to the contact or the address given', async () => {
    const { token, contactId } = await customerWithHistory();
    const send = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/contacts/${contactId}/statement/email`,
        headers: bearer(token),
        payload,
      });
    const response = await send({ from: '2026-02-01', to: '2026-02-28' });
    expect(response.statusCode, response.body).toBe(200);
    expect(dataEnvelope(emailContactStatementResultSchema).parse(response.json()).data).toEqual({
      sent_to: 'achieng@example.com',
      delivery: 'outbox',
    });
    const other = await send({ from: '2026-02-01', to: '2026-02-28', email: 'Books@Example.com' });
    expect(other.json().data.sent_to).toBe('books@example.com');

    const outbox = await app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(token) });
    const messages = outbox.json().data as { id: string; to: string; subject: string }[];
    const message = messages.find((m) => m.to === 'achieng@example.com');
    expect(message?.subject).toBe('Statement of account from Kamau Hardware');
    const raw = await app.inject({ url: `/api/outbox/${message!.id}`, headers: bearer(token) });
    const parsed = await PostalMime.parse(raw.rawPayload);
    expect(parsed.text).toContain('Balance at 2026-02-28: KES 180.00');
    expect(parsed.attachments).toHaveLength(1);
    const [attached] = await pdfPages(Buffer.from(parsed.attachments[0]!.content as ArrayBuffer));
    expect(attached).toContain('Statement of account');
    const audited = await auditEvents(app, token, '?action=contact.send_statement');
    expect(audited).toHaveLength(2);
  });

  it('shows a foreign-currency contact its documents in their own currency', async () => {
    const { token } = await signUp(app);
    const client = invoiceClient(app, token);
    for (const date of ['2026-02-05', '2026-02-10']) {
      await client.ok(
        client.inject('POST', '/exchange_rates', { exchange_rate: { currency: 'USD', date, rate: 130 } }),
        201,
      );
    }
    const contactId = await client.contact({ currency: 'USD' });
    const invoice = await sentInvoice(
      client,
      contactId,
      { issue_date: '2026-02-05', due_date: '2026-03-07' },
      100,
      {
        currency: 'USD',
        exchange_rate: 130,
      },
    );
    await client.ok(
      client.pay(invoice.id, { amount: 25, paid_on: '2026-02-10', method: 'bank_transfer' }),
      201,
    );
    const statement = await statementOf(token, contactId);
    expect(statement).toMatchObject({ currency: 'USD', opening_balance: 0, closing_balance: 75 });
    expect(statement.lines.map((row) => [row.kind, row.amount, row.balance])).toEqual([
      ['invoice', 100, 100],
      ['payment', -25, 75],
    ]);
    expect(statement.aging).toMatchObject({ current: 75, total: 75 });
  });

  it('shows a vendor its bills and bill payments, what the business owes it positive', async () => {
    const { token } = await signUp(app);
    const contacts = invoiceClient(app, token);
    const bills = billClient(app, token);
    const chart = await ledgerClient(app, token).chart();
    const vendor = await contacts.contact({
      first_name: null,
      last_name: null,
      company_name: 'Printmax Signs',
    });
    const bill = await bills.created({
      contact_id: vendor,
      bill_number: 'P-7',
      issue_date: '2026-02-03',
      due_date: '2026-03-05',
      lines: [billLine(chart.get('6700')!.id)],
    });
    await bills.ok(bills.pay(bill.id, { amount: 400, paid_on: '2026-02-20' }), 201);
    const statement = await statementOf(token, vendor);
    expect(statement).toMatchObject({ side: 'payable', opening_balance: 0, closing_balance: 600 });
    expect(statement.lines).toEqual([
      { date: '2026-02-03', kind: 'bill', number: 'P-7', amount: 1000, balance: 1000 },
      { date: '2026-02-20', kind: 'bill_payment', number: 'P-7', amount: -400, balance: 600 },
    ]);
    expect(statement.aging).toMatchObject({ current: 600, total: 600 });
  });

  it('lets a viewer read the statement but not e-mail it (403), and an invoicer e-mail it', async () => {
    const { token, contactId } = await customerWithHistory();
    const viewer = await addMember(app, token, 'viewer');
    const invoicer = await addMember(app, token, 'invoicer');
    await statementOf(viewer.token, contactId);
    const email = (memberToken: string) =>
      app.inject({
        method: 'POST',
        url: `/api/contacts/${contactId}/statement/email`,
        headers: bearer(memberToken),
        payload: { from: '2026-02-01', to: '2026-02-28' },
      });
    expect((await email(viewer.token)).statusCode).toBe(403);
    expect((await email(invoicer.token)).statusCode).toBe(200);
  });

  it('refuses bad periods (422) and another business’s or an unknown contact (404), changing nothing', async () => {
    const { token, contactId } = await customerWithHistory();
    const { token: otherToken } = await signUp(app);
    const get = (tokenUsed: string, url: string) => app.inject({ url, headers: bearer(tokenUsed) });
    for (const query of [
      'from=2026-03-01&to=2026-02-01',
      'from=2026-02-30&to=2026-03-01',
      'to=2026-03-01',
      'from=x&to=y',
    ]) {
      const response = await get(token, `/api/contacts/${contactId}/statement?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toHaveProperty('error');
    }
    for (const [tokenUsed, id] of [
      [otherToken, contactId],
      [token, 99999999],
      [token, 'abc'],
    ] as const) {
      const response = await get(tokenUsed, `/api/contacts/${id}/statement?${FEBRUARY}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Contact not found' });
    }
    const mail = await app.inject({
      method: 'POST',
      url: `/api/contacts/${contactId}/statement/email`,
      headers: bearer(otherToken),
      payload: { from: '2026-02-01', to: '2026-02-28' },
    });
    expect(mail.statusCode).toBe(404);
    const outbox = await app.inject({ url: '/api/outbox', headers: bearer(otherToken) });
    expect(outbox.json().data).toEqual([]);
  });
});
