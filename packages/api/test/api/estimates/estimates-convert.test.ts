import { type Estimate, type Invoice, invoiceSchema } from '@daftari/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { estimateClient, line, publicEstimates } from '../../support/estimate-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  // 22:00 UTC on 14 April is 15 April in Nairobi: the converted invoice's issue date.
  app = await testApp(database, { now: () => new Date('2026-04-14T22:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** An estimate with three items (discount, tax, a credit line and an income account), sent. */
async function sentEstimate() {
  // A business keeping its books in shillings of Uganda: the invoice is in the estimate's (its) currency.
  const { token } = await signUp(app, { currency: 'UGX' });
  const client = estimateClient(app, token);
  const contactId = await client.contact();
  const project = await app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: bearer(token),
    payload: { project: { name: 'Fit-out' }, contact_id: contactId },
  });
  const estimate = await client.created({
    contact_id: contactId,
    project_id: project.json().data.id,
    currency: 'UGX',
    expiry_date: '2026-04-30',
    notes: 'Prices hold for 30 days',
  });
  const chart = await app.inject({ method: 'GET', url: '/api/ledger_accounts', headers: bearer(token) });
  const income = (chart.json().data as { id: number; account_type: string }[]).find(
    (account) => account.account_type === 'income',
  );
  await client.ok(
    client.addItems(estimate.id, [
      line({ description: 'Design', quantity: 1.5, unit_price: 57.48, discount: 10, tax_rate: 21 }),
      line({
        description: 'Fitting',
        quantity: 3,
        unit: 'days',
        unit_price: 1250.125,
        tax_rate: 16,
        ledger_account_id: income!.id,
      }),
      line({ description: 'Goodwill', quantity: 1, unit: 'Other', unit_price: -100.005 }),
    ]),
  );
  const sent = await client.ok<Estimate>(client.send(estimate.id));
  return { token, client, estimate: sent };
}

const journalCount = async (token: string) => {
  const response = await app.inject({ method: 'GET', url: '/api/journal_entries', headers: bearer(token) });
  return response.json().meta.total_count as number;
};

describe(`converting estimates on ${backend}`, () => {
  it('makes a draft invoice with every item copied and the same totals; the estimate becomes invoiced', async () => {
    const { token, client, estimate } = await sentEstimate();
    const before = await journalCount(token);
    const response = await client.convert(estimate.id);
    expect(response.statusCode).toBe(201);
    const invoice = invoiceSchema.parse(response.json().data);
    expect(invoice).toMatchObject({
      status: 'draft',
      estimate_id: estimate.id,
      contact_id: estimate.contact_id,
      project_id: estimate.project_id,
      currency: 'UGX',
      notes: 'Prices hold for 30 days',
      issue_date: '2026-04-15',
      due_date: '2026-05-15',
      subtotal: estimate.subtotal,
      discount_total: estimate.discount_total,
      tax_total: estimate.tax_total,
      total: estimate.total,
      balance: estimate.total,
    });
    const strip = ({ id: _id, ...item }: { id: number }) => item;
    expect(invoice.invoice_items.map(strip)).toEqual(estimate.estimate_items.map(strip));
    expect(invoice.invoice_items[1]!.ledger_account_id).toBe(estimate.estimate_items[1]!.ledger_account_id);
    expect(invoice.invoice_items[1]!.ledger_account_id).not.toBeNull();
    expect(await client.ok<Estimate>(client.get(estimate.id))).toMatchObject({
      status: 'invoiced',
      status_label: 'Invoiced',
      invoice_id: invoice.id,
    });
    expect(await client.invoices.ok<Invoice>(client.invoices.get(invoice.id))).toMatchObject({
      estimate_id: estimate.id,
    });
    // An estimate posts nothing, and neither does the draft invoice.
    expect(await journalCount(token)).toBe(before);
  });

  it('answers 409 to a second convert and makes no second invoice', async () => {
    const { client, estimate } = await sentEstimate();
    const first = await client.ok<Invoice>(client.convert(estimate.id), 201);
    const second = await client.convert(estimate.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'This estimate has already been converted to an invoice.' });
    const invoices = await client.invoices.ok<Invoice[]>(client.invoices.list());
    expect(invoices.map((invoice) => invoice.id)).toEqual([first.id]);
  });

  it('makes exactly one invoice from two concurrent converts', async () => {
    const { client, estimate } = await sentEstimate();
    const answers = await Promise.all([client.convert(estimate.id), client.convert(estimate.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = rowsOf<{ count: number }>(
      await database.db.execute(
        sql`select count(*)::int as count from invoices where estimate_id = ${estimate.id}`,
      ),
    );
    expect(Number(rows[0]!.count)).toBe(1);
    const invoices = await client.invoices.ok<Invoice[]>(client.invoices.list());
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.invoice_number).toBe('INV-0001');
  });

  it('converts an accepted or a draft estimate; refuses a declined or empty one with 422', async () => {
    const accepted = await sentEstimate();
    expect((await publicEstimates(app).accept(accepted.estimate.id, { name: 'Achieng' })).statusCode).toBe(
      200,
    );
    const invoice = await accepted.client.ok<Invoice>(accepted.client.convert(accepted.estimate.id), 201);
    expect(await accepted.client.ok<Estimate>(accepted.client.get(accepted.estimate.id))).toMatchObject({
      status: 'invoiced',
      accepted_by: 'Achieng',
      invoice_id: invoice.id,
    });

    const declined = await sentEstimate();
    await publicEstimates(app).decline(declined.estimate.id);
    const refused = await declined.client.convert(declined.estimate.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: 'A declined estimate cannot be converted to an invoice.' });

    const empty = await declined.client.created({ contact_id: declined.estimate.contact_id });
    const none = await declined.client.convert(empty.id);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ error: 'Add at least one item before converting.' });
    await declined.client.ok(declined.client.addItems(empty.id, [line()]));
    expect((await declined.client.convert(empty.id)).statusCode).toBe(201);
    const invoices = await declined.client.invoices.ok<Invoice[]>(declined.client.invoices.list());
    expect(invoices).toHaveLength(1);
  });

  it('reopens the estimate when its draft invoice is deleted, so it can be converted again', async () => {
    const { client, estimate } = await sentEstimate();
    expect((await publicEstimates(app).accept(estimate.id, { name: 'Achieng' })).statusCode).toBe(200);
    const invoice = await client.ok<Invoice>(client.convert(estimate.id), 201);
    expect((await client.invoices.remove(invoice.id)).statusCode).toBe(204);
    expect(await client.ok<Estimate>(client.get(estimate.id))).toMatchObject({
      status: 'accepted',
      invoice_id: null,
    });
    const again = await client.ok<Invoice>(client.convert(estimate.id), 201);
    expect(again.invoice_number).toBe('INV-0001');

    const draftOnly = await client.created({ contact_id: estimate.contact_id });
    await client.ok(client.addItems(draftOnly.id, [line()]));
    const fromDraft = await client.ok<Invoice>(client.convert(draftOnly.id), 201);
    await client.invoices.remove(fromDraft.id);
    expect((await client.ok<Estimate>(client.get(draftOnly.id))).status).toBe('draft');
  });
});
