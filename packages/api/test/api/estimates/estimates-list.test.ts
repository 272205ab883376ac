import { type Estimate, estimateListSchema } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { estimates } from '../../../src/db/schema.ts';
import { estimateClient, line, publicEstimates, testClock } from '../../support/estimate-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;
const clock = testClock('2026-03-20T09:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: clock.now });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Client = ReturnType<typeof estimateClient>;

/** An estimate for `contactId` worth `amount`, taken to `state` on `day` (March 2026 unless given). */
async function estimate(
  client: Client,
  contactId: number,
  amount: number,
  state: 'draft' | 'sent' | 'expired' | 'accepted' | 'declined' | 'invoiced',
  fields: Record<string, unknown> = {},
): Promise<Estimate> {
  const created = await client.created({
    contact_id: contactId,
    issue_date: '2026-03-01',
    expiry_date: state === 'expired' ? '2026-03-10' : '2026-04-30',
    ...fields,
  });
  await client.ok(client.addItems(created.id, [line({ unit_price: amount })]));
  if (state !== 'draft') await client.ok(client.send(created.id));
  if (state === 'accepted' || state === 'invoiced') {
    expect((await publicEstimates(app).accept(created.id, { name: 'Buyer' })).statusCode).toBe(200);
  }
  if (state === 'declined') await publicEstimates(app).decline(created.id);
  if (state === 'invoiced') expect((await client.convert(created.id)).statusCode).toBe(201);
  return created;
}

describe(`estimate list on ${backend}`, () => {
  it('pages newest first with exact meta, filters by status (expired too) and contact', async () => {
    clock.set('2026-03-20T09:00:00Z');
    const { token } = await signUp(app);
    const client = estimateClient(app, token);
    const achieng = await client.contact();
    const baraka = await client.contact({ first_name: 'Baraka', last_name: 'Mwangi' });
    const made = [];
    for (const [index, state] of (['draft', 'sent', 'expired', 'accepted', 'declined'] as const).entries()) {
      made.push(
        await estimate(client, index % 2 === 0 ? achieng : baraka, 100, state, {
          issue_date: `2026-03-0${index + 1}`,
        }),
      );
    }
    const page = estimateListSchema.parse((await client.list({ per_page: 2, page: 2 })).json());
    expect(page.meta).toEqual({ total_count: 5, current_page: 2, total_pages: 3, per_page: 2 });
    expect(page.data.map((e) => e.estimate_number)).toEqual(['EST-0003', 'EST-0002']);

    const ids = async (query: Record<string, string | number>) =>
      ((await client.list(query)).json().data as Estimate[]).map((e) => e.estimate_number);
    expect(await ids({ status: 'sent' })).toEqual(['EST-0003', 'EST-0002']);
    expect(await ids({ status: 'expired' })).toEqual(['EST-0003']);
    expect(await ids({ status: 'accepted' })).toEqual(['EST-0004']);
    expect(await ids({ contact_id: baraka })).toEqual(['EST-0004', 'EST-0002']);
    expect(await ids({ contact_id: baraka, status: 'declined' })).toEqual([]);
    const labels = ((await client.list()).json().data as Estimate[]).map((e) => e.status_label);
    expect(labels).toEqual(['Declined', 'Accepted', 'Expired', 'Sent', 'Draft']);

    for (const [query, field] of [
      [{ status: 'open' }, 'status'],
      [{ contact_id: 'abc' }, 'contact_id'],
      [{ contact_id: 99999999999 }, 'contact_id'],
      [{ per_page: 101 }, 'per_page'],
    ] as const) {
      const bad = await client.list(query);
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().details)).toEqual([field]);
    }
  });

  it('summarises open, expired and this month’s accepted estimates and the conversion rate', async () => {
    clock.set('2026-03-20T09:00:00Z');
    const { token } = await signUp(app);
    const client = estimateClient(app, token);
    const contact = await client.contact();
    const other = await client.contact({ first_name: 'Baraka', last_name: 'Mwangi' });
    const empty = estimateListSchema.parse((await client.list()).json()).summary;
    expect(empty).toEqual({
      open_count: 0,
      open_amount: 0,
      expired_count: 0,
      accepted_this_month_count: 0,
      accepted_this_month_amount: 0,
      conversion_rate: null,
      currency: 'KES',
    });

    await estimate(client, contact, 10.1, 'draft');
    await estimate(client, contact, 100.2, 'sent');
    await estimate(client, other, 200.3, 'sent');
    // Stored before other currencies were refused: it counts, its amount does not.
    const dollars = await estimate(client, contact, 50, 'sent');
    await database.db.update(estimates).set({ currency: 'USD' }).where(eq(estimates.id, dollars.id));
    await estimate(client, contact, 300, 'expired');
    await estimate(client, contact, 400.05, 'accepted');
    await estimate(client, other, 500, 'invoiced');
    await estimate(client, contact, 600, 'declined');
    // Accepted in February: won, but not this month.
    clock.set('2026-02-27T09:00:00Z');
    await estimate(client, contact, 700, 'accepted', { issue_date: '2026-02-01', expiry_date: '2026-03-31' });
    clock.set('2026-03-20T09:00:00Z');

    const all = estimateListSchema.parse((await client.list({ status: 'draft' })).json());
    expect(all.data).toHaveLength(1);
    expect(all.summary).toEqual({
      open_count: 3,
      open_amount: 300.5,
      expired_count: 1,
      accepted_this_month_count: 2,
      accepted_this_month_amount: 900.05,
      // Won 3 (two accepted, one invoiced) of 5 decided (those, one declined, one expired).
      conversion_rate: 60,
      currency: 'KES',
    });
    const theirs = estimateListSchema.parse((await client.list({ contact_id: other })).json()).summary;
    expect(theirs).toMatchObject({
      open_count: 1,
      open_amount: 200.3,
      accepted_this_month_count: 1,
      conversion_rate: 100,
    });
    // A new month: nothing accepted in it yet; the March estimate past its expiry now counts as expired.
    clock.set('2026-05-01T09:00:00Z');
    const may = estimateListSchema.parse((await client.list()).json()).summary;
    expect(may).toMatchObject({ open_count: 0, expired_count: 4, accepted_this_month_count: 0 });
    expect(may.conversion_rate).toBe(37.5);
  });
});
