import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { auditEvents } from '../../support/audit-helpers.ts';
import { estimateClient } from '../../support/estimate-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
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

/** A business with invoices: a draft to a contact with an e-mail, a draft to one without, and a sent one. */
async function business() {
  const { token } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const withEmail = await invoices.contact({
    first_name: 'Achieng',
    last_name: 'Otieno',
    email: 'a@example.com',
  });
  const noEmail = await invoices.contact({ first_name: 'Baraka', last_name: 'Mwangi' });
  const draft = async (contactId: number) => {
    const invoice = await invoices.created({ contact_id: contactId });
    return invoices.ok(invoices.addItems(invoice.id, [line()]));
  };
  const emailed = await draft(withEmail);
  const unreachable = await draft(noEmail);
  const sent = await draft(withEmail);
  await invoices.ok(invoices.update(sent.id, { status: 'sent' }));
  return { token, invoices, withEmail, draft, emailed, unreachable, sent };
}

const bulk = (token: string, documents: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/${documents}/bulk`, headers: bearer(token), payload });

const statusOf = async (token: string, documents: string, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/${documents}/${id}`, headers: bearer(token) })).json().data
    .status;

describe(`bulk actions on invoices and estimates on ${backend}`, () => {
  it('e-mails each invoice through its own route, skipping what cannot be sent without telling another business apart', async () => {
    const mine = await business();
    const other = await business();
    const unknown = randomUUID();
    const ids = [mine.emailed.id, mine.unreachable.id, mine.sent.id, other.emailed.id, unknown, mine.sent.id];
    const answer = await bulk(mine.token, 'invoices', { ids, action: 'send' });
    expect(answer.statusCode, answer.body).toBe(200);
    const { changed, skipped } = answer.json().data;
    expect(changed).toBe(2);
    expect(skipped).toHaveLength(3);
    expect(skipped).toEqual(
      expect.arrayContaining([
        { id: mine.unreachable.id, error: 'Baraka Mwangi has no e-mail address' },
        { id: other.emailed.id, error: 'Invoice not found' },
        { id: unknown, error: 'Invoice not found' },
      ]),
    );
    expect(await statusOf(mine.token, 'invoices', mine.emailed.id)).toBe('sent');
    expect(await statusOf(mine.token, 'invoices', mine.unreachable.id)).toBe('draft');
    expect(await statusOf(other.token, 'invoices', other.emailed.id)).toBe('draft');

    const outbox = await app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(mine.token) });
    const subjects = outbox.json().data.map((message: { subject: string }) => message.subject);
    expect(subjects.filter((subject: string) => subject.startsWith('Invoice INV-'))).toHaveLength(2);

    const events = await auditEvents(app, mine.token, '?entity_type=invoice');
    const sentIds = events.filter((event) => event.action === 'invoice.send').map((event) => event.entity_id);
    expect(new Set(sentIds)).toEqual(new Set([mine.emailed.id, mine.sent.id]));
    expect(events.find((event) => event.action === 'invoice.bulk_send')?.summary).toBe(
      'Invoices sent: 2, skipped: 3',
    );
  });

  it('marks drafts sent as PUT does, skips the others, and refuses a bad request whole', async () => {
    const mine = await business();
    const second = await mine.draft(mine.withEmail);
    const ids = [mine.emailed.id, second.id, mine.sent.id];
    const answer = await bulk(mine.token, 'invoices', { ids, action: 'mark_sent' });
    expect(answer.json().data).toEqual({
      changed: 2,
      skipped: [{ id: mine.sent.id, error: `${mine.sent.invoice_number} is sent, not a draft` }],
    });
    expect(await statusOf(mine.token, 'invoices', second.id)).toBe('sent');
    const events = await auditEvents(app, mine.token, `?entity_id=${second.id}`);
    expect(events.map((event) => event.action)).toContain('invoice.send');

    for (const payload of [
      { ids: [mine.unreachable.id], action: 'void' },
      { ids: ['not-an-id'], action: 'mark_sent' },
      { ids: [], action: 'mark_sent' },
      { ids: Array.from({ length: 201 }, () => randomUUID()), action: 'mark_sent' },
    ]) {
      const refused = await bulk(mine.token, 'invoices', payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toEqual(expect.any(String));
    }
    expect(await statusOf(mine.token, 'invoices', mine.unreachable.id)).toBe('draft');
  });

  it('lets only the roles of the single action send', async () => {
    const mine = await business();
    const viewer = await addMember(app, mine.token, 'viewer');
    const refused = await bulk(viewer.token, 'invoices', { ids: [mine.emailed.id], action: 'send' });
    expect(refused.statusCode).toBe(403);
    expect(await statusOf(mine.token, 'invoices', mine.emailed.id)).toBe('draft');
  });

  it('answers a ZIP of the PDFs named as their downloads, leaving out what the business does not have', async () => {
    const mine = await business();
    const other = await business();
    const ids = [mine.emailed.id, other.emailed.id, mine.sent.id].join(',');
    const answer = await app.inject({
      method: 'GET',
      url: `/api/invoices/pdfs?ids=${ids}`,
      headers: bearer(mine.token),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(answer.rawPayload));
    expect(Object.keys(files)).toEqual([
      `${mine.emailed.invoice_number} Achieng Otieno.pdf`,
      `${mine.sent.invoice_number} Achieng Otieno.pdf`,
    ]);
    for (const pdf of Object.values(files)) expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');

    const none = await app.inject({
      method: 'GET',
      url: `/api/invoices/pdfs?ids=${other.emailed.id}`,
      headers: bearer(mine.token),
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: 'Invoice not found' });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/invoices/pdfs?ids=x',
      headers: bearer(mine.token),
    });
    expect(bad.statusCode).toBe(422);
  });

  it('marks estimates sent and zips their PDFs', async () => {
    const { token } = await signUp(app);
    const estimates = estimateClient(app, token);
    const contactId = await estimates.contact({ company_name: 'Juice Ltd', email: 'j@example.com' });
    const estimate = await estimates.created({ contact_id: contactId });
    await estimates.ok(estimates.addItems(estimate.id, [line()]));
    const answer = await bulk(token, 'estimates', { ids: [estimate.id], action: 'mark_sent' });
    expect(answer.json().data).toEqual({ changed: 1, skipped: [] });
    expect(await statusOf(token, 'estimates', estimate.id)).toBe('sent');
    const again = await bulk(token, 'estimates', { ids: [estimate.id], action: 'send' });
    expect(again.json().data).toEqual({ changed: 1, skipped: [] });
    const zip = await app.inject({
      method: 'GET',
      url: `/api/estimates/pdfs?ids=${estimate.id}`,
      headers: bearer(token),
    });
    expect(Object.keys(unzipSync(new Uint8Array(zip.rawPayload)))).toEqual([
      `${estimate.estimate_number} Achieng Otieno.pdf`,
    ]);
  });
});
