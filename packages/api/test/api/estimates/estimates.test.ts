import { type Estimate, estimateSchema } from '@daftari/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { estimateClient, line } from '../../support/estimate-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => new Date('2026-03-10T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function owner() {
  const { token } = await signUp(app);
  const client = estimateClient(app, token);
  return { token, client, contactId: await client.contact() };
}

describe(`estimates on ${backend}`, () => {
  it('creates a draft EST-0001 in the account currency, answers it in the contract shape', async () => {
    const { client, contactId } = await owner();
    const response = await client.create({
      contact_id: contactId,
      issue_date: '2026-03-02',
      expiry_date: '2026-03-31',
      notes: '  Valid for 30 days  ',
    });
    expect(response.statusCode).toBe(201);
    const estimate = estimateSchema.parse(response.json().data);
    expect(estimate).toMatchObject({
      estimate_number: 'EST-0001',
      status: 'draft',
      status_label: 'Draft',
      contact_id: contactId,
      project_id: null,
      currency: 'KES',
      notes: 'Valid for 30 days',
      total: 0,
      estimate_items: [],
      accepted_at: null,
      invoice_id: null,
    });
    expect(estimate.contact).toMatchObject({ id: contactId, full_name: 'Achieng Otieno' });
    const read = await client.ok(client.get(estimate.id));
    expect(read).toEqual(estimate);
  });

  it('numbers gaplessly per account: a deleted latest draft gives its number back', async () => {
    const { client, contactId } = await owner();
    const first = await client.created({ contact_id: contactId });
    const second = await client.created({ contact_id: contactId });
    expect([first.estimate_number, second.estimate_number]).toEqual(['EST-0001', 'EST-0002']);
    expect((await client.remove(second.id)).statusCode).toBe(204);
    const third = await client.created({ contact_id: contactId });
    expect(third.estimate_number).toBe('EST-0002');
    // A failed create (unknown contact) takes no number.
    expect(
      (await client.create({ contact_id: 999999, issue_date: '2026-03-02', expiry_date: '2026-03-31' }))
        .statusCode,
    ).toBe(422);
    expect((await client.created({ contact_id: contactId })).estimate_number).toBe('EST-0003');
    // Another account starts at EST-0001; invoices keep their own INV- counter.
    const other = await owner();
    expect((await other.client.created({ contact_id: other.contactId })).estimate_number).toBe('EST-0001');
    const invoice = await client.invoices.created({ contact_id: contactId });
    expect(invoice.invoice_number).toBe('INV-0001');
  });

  it('never hands out one number twice to concurrent creates', async () => {
    const { client, contactId } = await owner();
    const created = await Promise.all(
      Array.from({ length: 8 }, () => client.created({ contact_id: contactId })),
    );
    const numbers = created.map((estimate) => estimate.estimate_number).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `EST-000${i + 1}`));
  });

  it('refuses bad input with a clear 422 and changes nothing', async () => {
    const { client, contactId } = await owner();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ issue_date: '2026-03-02', expiry_date: '2026-03-31' }, 'contact_id', 'Contact is required'],
      [{ contact_id: contactId, expiry_date: '2026-03-31' }, 'issue_date', 'Issue date is required'],
      [{ contact_id: contactId, issue_date: '2026-03-02' }, 'expiry_date', 'Expiry date is required'],
      [
        { contact_id: contactId, issue_date: '2026-03-02', expiry_date: '2026-03-01' },
        'expiry_date',
        'Expiry date cannot be before the issue date',
      ],
      [
        { contact_id: contactId, issue_date: '2026-02-30', expiry_date: '2026-03-31' },
        'issue_date',
        'Issue date is not a real date',
      ],
      [
        { contact_id: contactId, project_id: 424242, issue_date: '2026-03-02', expiry_date: '2026-03-31' },
        'project_id',
        'Project not found',
      ],
    ];
    for (const [estimate, field, message] of cases) {
      const response = await client.create(estimate);
      expect(response.statusCode, message).toBe(422);
      expect(response.json().details[field], message).toEqual([message]);
    }
    const other = await owner();
    const foreign = await client.create({
      contact_id: other.contactId,
      issue_date: '2026-03-02',
      expiry_date: '2026-03-31',
    });
    expect(foreign.json()).toMatchObject({ details: { contact_id: ['Contact not found'] } });
    expect((await client.ok<unknown[]>(client.list())).length).toBe(0);
  });

  it('edits a draft or sent estimate, marks a draft sent, and keeps expiry after issue', async () => {
    const { client, contactId } = await owner();
    const estimate = await client.created({ contact_id: contactId });
    const otherContact = await client.contact({ first_name: 'Baraka', last_name: 'Mwangi' });
    const edited = await client.ok(
      client.update(estimate.id, { contact_id: otherContact, expiry_date: '2026-04-15', notes: null }),
    );
    expect(edited).toMatchObject({ contact_id: otherContact, expiry_date: '2026-04-15', notes: null });
    const moved = await client.update(estimate.id, { issue_date: '2026-04-20' });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().details).toEqual({ expiry_date: ['Expiry date cannot be before the issue date'] });

    const sent = await client.ok(client.send(estimate.id));
    expect(sent).toMatchObject({ status: 'sent', status_label: 'Sent' });
    expect((await client.ok(client.send(estimate.id))).status).toBe('sent');
    expect((await client.ok(client.update(estimate.id, { notes: 'Revised' }))).notes).toBe('Revised');
    const badStatus = await client.update(estimate.id, { status: 'accepted' });
    expect(badStatus.statusCode).toBe(422);
    expect(badStatus.json().details).toEqual({ status: ['Status can only be set to sent'] });
  });

  it('deletes drafts only (their items with them); a sent estimate answers 422', async () => {
    const { client, contactId } = await owner();
    const draft = await client.created({ contact_id: contactId });
    await client.ok(client.addItems(draft.id, [line()]));
    expect((await client.remove(draft.id)).statusCode).toBe(204);
    expect((await client.get(draft.id)).statusCode).toBe(404);
    const [row] = rowsOf<{ count: number }>(
      await database.db.execute(
        sql`select count(*)::int as count from estimate_items where estimate_id = ${draft.id}`,
      ),
    );
    expect(Number(row!.count)).toBe(0);

    const sent = await client.created({ contact_id: contactId });
    await client.ok(client.send(sent.id));
    const refused = await client.remove(sent.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('Only draft estimates can be deleted. This estimate is sent.');
    expect((await client.get(sent.id)).statusCode).toBe(200);
  });

  it("answers 404 for another account's estimate on every route, and for malformed ids", async () => {
    const { client, contactId } = await owner();
    const estimate = await client.created({ contact_id: contactId });
    const withItems = await client.ok<Estimate>(client.addItems(estimate.id, [line()]));
    const itemId = withItems.estimate_items[0]!.id;
    const intruder = (await owner()).client;
    const routes: [Parameters<typeof intruder.inject>[0], string, object?][] = [
      ['GET', `/estimates/${estimate.id}`],
      ['PUT', `/estimates/${estimate.id}`, { estimate: { notes: 'x' } }],
      ['DELETE', `/estimates/${estimate.id}`],
      ['POST', `/estimates/${estimate.id}/add_items`, { items: [line()] }],
      ['PUT', `/estimates/${estimate.id}/items/${itemId}`, { estimate_item: line() }],
      ['DELETE', `/estimates/${estimate.id}/items/${itemId}`],
      ['GET', `/estimates/${estimate.id}/pdf`],
      ['POST', `/estimates/${estimate.id}/email_estimate`, { email: 'a@example.com' }],
      ['POST', `/estimates/${estimate.id}/convert`],
      ['GET', '/estimates/not-a-uuid'],
    ];
    for (const [method, url, payload] of routes) {
      const response = await intruder.inject(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual({ error: 'Estimate not found' });
    }
    expect((await intruder.ok<unknown[]>(intruder.list())).length).toBe(0);
    const mine = await client.ok(client.get(estimate.id));
    expect(mine).toMatchObject({ notes: null, total: 100 });
  });
});
