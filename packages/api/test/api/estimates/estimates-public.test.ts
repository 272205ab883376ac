import { type Estimate, publicEstimateSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { estimateClient, line, publicEstimates, testClock } from '../../support/estimate-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase, testPayApp } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;
let payApp: FastifyInstance;
/** 20:30 UTC on 31 March is already 1 April in Nairobi (UTC+3), the accounts' default time zone. */
const clock = testClock('2026-03-31T20:30:00Z');

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: clock.now });
  payApp = await testPayApp(database, { appsDir: null, logLevel: 'silent', now: clock.now });
});
afterAll(async () => {
  await app?.close();
  await payApp?.close();
  await database?.close();
});

/** A sent estimate with one item, expiring on `expiry_date`. */
async function sentEstimate(expiry = '2026-04-30') {
  const { token } = await signUp(app, { business_name: 'Kamau Hardware' });
  const client = estimateClient(app, token);
  const contactId = await client.contact({ company_name: 'Ñandú Imports', email: 'buyer@example.com' });
  const estimate = await client.created({
    contact_id: contactId,
    issue_date: '2026-03-02',
    expiry_date: expiry,
  });
  await client.ok(client.addItems(estimate.id, [line({ unit_price: 250, tax_rate: 16 })]));
  await client.ok(client.send(estimate.id));
  return { token, client, estimate };
}

describe(`public estimates on ${backend}`, () => {
  it('shows a customer only what they need, on the owners server and the pay listener alike', async () => {
    clock.set('2026-03-31T20:30:00Z');
    const { estimate } = await sentEstimate();
    for (const server of [app, payApp]) {
      const response = await publicEstimates(server).get(estimate.id.toUpperCase());
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const data = publicEstimateSchema.parse(response.json().data);
      expect(data).toMatchObject({
        estimate_number: 'EST-0001',
        status: 'sent',
        status_label: 'Sent',
        total: 290,
        contact: { company_name: 'Ñandú Imports', full_name: 'Achieng Otieno' },
        account: { name: 'Kamau Hardware' },
      });
      expect(Object.keys(data.estimate_items[0]!)).not.toContain('ledger_account_id');
      expect(JSON.stringify(response.json())).not.toContain('buyer@example.com');
    }
  });

  it('answers 404 alike for an unknown and a malformed id, and for reading a draft; answering a draft is 422', async () => {
    const { token } = await signUp(app);
    const client = estimateClient(app, token);
    const draft = await client.created({ contact_id: await client.contact() });
    expect((await publicEstimates(app).get(draft.id)).statusCode).toBe(404);
    for (const response of [
      await publicEstimates(payApp).accept(draft.id, { name: 'A' }),
      await publicEstimates(app).decline(draft.id, {}),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: 'This estimate has not been sent yet.' });
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      for (const response of [
        await publicEstimates(app).get(id),
        await publicEstimates(payApp).accept(id, { name: 'A' }),
        await publicEstimates(app).decline(id, {}),
      ]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ error: 'Estimate not found' });
      }
    }
    expect((await client.ok<Estimate>(client.get(draft.id))).status).toBe('draft');
  });

  it('accepts a sent estimate by a trimmed name, once; the owner sees who and when', async () => {
    clock.set('2026-04-02T06:00:00Z');
    const { client, estimate } = await sentEstimate();
    for (const [payload, message] of [
      [{}, 'Name is required'],
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    ] as const) {
      const refused = await publicEstimates(app).accept(estimate.id, payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ error: message, details: { name: [message] } });
    }
    const accepted = await publicEstimates(payApp).accept(estimate.id, { name: '  Zoë Wambui ' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'accepted',
      status_label: 'Accepted',
      accepted_by: 'Zoë Wambui',
      accepted_at: '2026-04-02T06:00:00.000Z',
    });
    const again = await publicEstimates(app).accept(estimate.id, { name: 'Someone else' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ error: 'This estimate has already been accepted.' });
    const decline = await publicEstimates(app).decline(estimate.id, { reason: 'Too late' });
    expect(decline.json()).toEqual({ error: 'This estimate has already been accepted.' });
    expect(await client.ok<Estimate>(client.get(estimate.id))).toMatchObject({
      status: 'accepted',
      accepted_by: 'Zoë Wambui',
      declined_at: null,
    });
  });

  it("expires the day after expiry_date in the business's time zone: refused, labelled Expired, declinable", async () => {
    clock.set('2026-03-31T20:59:00Z'); // 23:59 on 31 March in Nairobi
    const { client, estimate, token } = await sentEstimate('2026-03-31');
    expect((await publicEstimates(app).get(estimate.id)).json().data.status_label).toBe('Sent');
    clock.set('2026-03-31T21:00:00Z'); // midnight, 1 April in Nairobi
    expect((await client.ok<Estimate>(client.get(estimate.id))).status_label).toBe('Expired');
    expect((await publicEstimates(app).get(estimate.id)).json().data).toMatchObject({
      status: 'sent',
      status_label: 'Expired',
    });
    const refused = await publicEstimates(app).accept(estimate.id, { name: 'Zoë' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error:
        'This estimate expired on 2026-03-31 and can no longer be accepted. Ask the business for a new one.',
    });
    // In a time zone still on 31 March the same instant is not past expiry.
    await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(token),
      payload: { account: { time_zone: 'America/New_York' } },
    });
    expect((await client.ok<Estimate>(client.get(estimate.id))).status_label).toBe('Sent');
    // The owner extends it: acceptable again.
    await client.ok(client.update(estimate.id, { expiry_date: '2026-04-30' }));
    clock.set('2026-04-10T09:00:00Z');
    expect((await publicEstimates(app).accept(estimate.id, { name: 'Zoë' })).statusCode).toBe(200);
  });

  it('declines a sent (even expired) estimate with an optional reason; a second answer is refused', async () => {
    clock.set('2026-05-05T09:00:00Z');
    const { client, estimate } = await sentEstimate('2026-04-30');
    const declined = await publicEstimates(payApp).decline(estimate.id, {
      reason: '  Found a cheaper quote ',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      status_label: 'Declined',
      declined_at: '2026-05-05T09:00:00.000Z',
    });
    expect(await client.ok<Estimate>(client.get(estimate.id))).toMatchObject({
      status: 'declined',
      decline_reason: 'Found a cheaper quote',
    });
    const again = await publicEstimates(app).decline(estimate.id);
    expect(again.json()).toEqual({ error: 'This estimate has already been declined.' });
    // No body at all: the reason is optional.
    const other = await sentEstimate('2026-06-30');
    const bare = await publicEstimates(app).decline(other.estimate.id);
    expect(bare.statusCode).toBe(200);
    expect((await other.client.ok<Estimate>(other.client.get(other.estimate.id))).decline_reason).toBeNull();
    const tooLong = await publicEstimates(app).decline(estimate.id, { reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(422);
  });

  it('lets one of two simultaneous answers through and refuses the other', async () => {
    clock.set('2026-04-02T06:00:00Z');
    const { client, estimate } = await sentEstimate();
    const answers = await Promise.all([
      publicEstimates(app).accept(estimate.id, { name: 'Zoë' }),
      publicEstimates(payApp).decline(estimate.id, { reason: 'No' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const final = await client.ok<Estimate>(client.get(estimate.id));
    expect(final.status === 'accepted' ? final.declined_at : final.accepted_at).toBeNull();
  });
});
