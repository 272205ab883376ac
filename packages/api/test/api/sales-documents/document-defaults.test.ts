import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { creditNoteClient } from '../../support/credit-note-helpers.ts';
import { estimateClient } from '../../support/estimate-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { pdfPages } from '../../support/pdf-text.ts';

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

/** A new business with a contact, its estimate, invoice and credit note requests, and its settings PUT. */
async function business() {
  const { token } = await signUp(app);
  const estimates = estimateClient(app, token);
  const notes = creditNoteClient(app, token);
  const invoices = estimates.invoices;
  const contactId = await invoices.contact({ company_name: 'Achieng Fresh Juices' });
  const settings = async (document_settings: Record<string, unknown>) => {
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(token),
      payload: { account: { document_settings } },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  const invoice = (fields: Record<string, unknown> = {}) =>
    invoices.created({ contact_id: contactId, ...fields });
  const sent = async () => {
    const draft = await invoice();
    await invoices.ok(invoices.addItems(draft.id, [line({ unit_price: 500 })]));
    return invoices.ok(invoices.update(draft.id, { status: 'sent' }));
  };
  const credit = async (invoiceId: string) => notes.created(invoiceId, [line({ unit_price: 100 })]);
  const estimate = () => estimates.created({ contact_id: contactId });
  return { token, invoices, estimates, contactId, settings, invoice, sent, credit, estimate };
}

const pdfText = async (token: string, url: string) => {
  const answer = await app.inject({ url: `/api${url}`, headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  return (await pdfPages(answer.rawPayload)).join('\n');
};

describe(`new documents take the business's document settings on ${backend}`, () => {
  it('numbers each kind under its current prefix, the count going on across a change (never reused)', async () => {
    const b = await business();
    expect((await b.invoice()).invoice_number).toBe('INV-0001');
    expect((await b.estimate()).estimate_number).toBe('EST-0001');
    const first = await b.sent();
    expect(first.invoice_number).toBe('INV-0002');
    expect((await b.credit(first.id)).credit_note_number).toBe('CN-0001');

    await b.settings({ invoice_prefix: 'F/2026', estimate_prefix: 'Q', credit_note_prefix: 'CR' });
    expect((await b.invoice()).invoice_number).toBe('F/2026-0003');
    expect((await b.estimate()).estimate_number).toBe('Q-0002');
    expect((await b.credit(first.id)).credit_note_number).toBe('CR-0002');

    // Back to the first prefix: the count goes on, so INV-0001 and INV-0002 are never given again.
    await b.settings({ invoice_prefix: 'INV' });
    expect((await b.invoice()).invoice_number).toBe('INV-0004');
    const account = await app.inject({ url: '/api/account', headers: bearer(b.token) });
    expect(account.json().data.document_settings.next_values).toEqual({
      invoice: 5,
      estimate: 3,
      credit_note: 3,
    });
    const numbers = ((await b.invoices.ok(b.invoices.list())) as unknown as { invoice_number: string }[])
      .map((invoice) => invoice.invoice_number)
      .sort();
    expect(numbers).toEqual(['F/2026-0003', 'INV-0001', 'INV-0002', 'INV-0004']);
  });

  it('keeps numbers unique when invoices are created while the prefix changes', async () => {
    const b = await business();
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i === 5 ? b.settings({ invoice_prefix: 'B' }).then(() => null) : b.invoice(),
      ),
    );
    const numbers = created.flatMap((invoice) => (invoice ? [invoice.invoice_number] : []));
    expect(new Set(numbers).size).toBe(11);
    const values = numbers.map((number) => Number(number.split('-')[1])).sort((a, z) => a - z);
    expect(values).toEqual(Array.from({ length: 11 }, (_, i) => i + 1));
    expect(numbers.every((number) => /^(INV|B)-\d{4}$/.test(number))).toBe(true);
  });

  it('makes an invoice without a due date due after the payment terms; a given due date stays', async () => {
    const b = await business();
    expect(
      (await b.invoices.ok(b.invoices.create({ contact_id: b.contactId, issue_date: '2026-01-10' }), 201))
        .due_date,
    ).toBe('2026-02-09');
    await b.settings({ payment_terms_days: 14 });
    const termed = await b.invoices.ok(
      b.invoices.create({ contact_id: b.contactId, issue_date: '2026-12-25' }),
      201,
    );
    expect(termed.due_date).toBe('2027-01-08');
    await b.settings({ payment_terms_days: 0 });
    const onReceipt = await b.invoices.ok(
      b.invoices.create({ contact_id: b.contactId, issue_date: '2026-03-01' }),
      201,
    );
    expect(onReceipt.due_date).toBe('2026-03-01');
    expect((await b.invoice({ due_date: '2026-05-01' })).due_date).toBe('2026-05-01');
    const early = await b.invoices.create({
      contact_id: b.contactId,
      issue_date: '2026-03-01',
      due_date: '2026-02-01',
    });
    expect(early.statusCode).toBe(422);
  });

  it('gives an invoice or estimate created without notes the default notes; null is no notes', async () => {
    const b = await business();
    expect((await b.invoice()).notes).toBeNull();
    await b.settings({ default_notes: 'Pay by M-Pesa paybill 522522.' });
    expect((await b.invoice()).notes).toBe('Pay by M-Pesa paybill 522522.');
    expect((await b.estimate()).notes).toBe('Pay by M-Pesa paybill 522522.');
    expect((await b.invoice({ notes: null })).notes).toBeNull();
    expect((await b.invoice({ notes: 'Delivered on site.' })).notes).toBe('Delivered on site.');
  });

  it('prints the footer on invoice, estimate and credit note PDFs', async () => {
    const b = await business();
    const invoice = await b.sent();
    const estimate = await b.estimate();
    const note = await b.credit(invoice.id);
    const FOOTER = 'Kazi Ltd is registered in Kenya, company number PVT-123';
    expect(await pdfText(b.token, `/invoices/${invoice.id}/pdf`)).not.toContain(FOOTER);
    await b.settings({ footer: FOOTER });
    for (const url of [
      `/invoices/${invoice.id}/pdf`,
      `/estimates/${estimate.id}/pdf`,
      `/credit_notes/${note.id}/pdf`,
    ]) {
      const text = await pdfText(b.token, url);
      expect(text, url).toContain(FOOTER);
    }
    // Another business prints its own (none).
    const other = await business();
    const theirs = await other.sent();
    expect(await pdfText(other.token, `/invoices/${theirs.id}/pdf`)).not.toContain(FOOTER);
  });
});
