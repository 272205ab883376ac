import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { invoices } from '../src/db/schema.ts';
import { postInvoice } from '../src/modules/ledger/index.ts';
import { percentile } from './support.ts';

const WARM_UP = 5;

/** Draft invoices of today with three items (16%, 16%, 0% VAT), made through the API. */
async function drafts(app: FastifyInstance, token: string, count: number): Promise<string[]> {
  const headers = { authorization: `Bearer ${token}` };
  const contact = await app.inject({
    method: 'POST',
    url: '/api/contacts',
    headers,
    payload: { contact: { first_name: 'Posting', last_name: 'Bench' } },
  });
  const contactId = contact.json().data.id;
  const today = new Date().toISOString().slice(0, 10);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers,
      payload: { invoice: { contact_id: contactId, issue_date: today, due_date: today } },
    });
    if (created.statusCode !== 201) throw new Error(`draft: ${created.body}`);
    const id = created.json().data.id as string;
    const items = [16, 16, 0].map((rate, n) => ({
      description: `Item ${n}`,
      quantity: 1 + n,
      unit: 'items',
      unit_price: 150 + i,
      tax_rate: rate,
      discount: 0,
    }));
    const added = await app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/add_items`,
      headers,
      payload: { items },
    });
    if (added.statusCode !== 200) throw new Error(`items: ${added.body}`);
    ids.push(id);
  }
  return ids;
}

/**
 * What posting costs a sent invoice: the whole PUT {status: sent} request; and, in transactions of their own,
 * the status change with the ledger posting (postInvoice, its lines, the sums' trigger, the balance check at
 * commit) against the same change without it, interleaved. Answers each series in ms, sorted, and what
 * posting added (the percentiles of with minus those of without).
 */
export async function measurePosting(
  app: FastifyInstance,
  database: Database,
  owner: { token: string; accountId: number },
  rounds: number,
): Promise<{ series: Record<string, number[]>; added: { p50: number; p95: number } }> {
  const { db } = database;
  const accountId = owner.accountId;
  const sent = await drafts(app, owner.token, rounds + WARM_UP);
  const request: number[] = [];
  for (const [i, id] of sent.entries()) {
    const start = performance.now();
    const response = await app.inject({
      method: 'PUT',
      url: `/api/invoices/${id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { invoice: { status: 'sent' } },
    });
    if (response.statusCode !== 200) throw new Error(`send: ${response.body}`);
    if (i >= WARM_UP) request.push(performance.now() - start);
  }
  const withPosting: number[] = [];
  const withoutPosting: number[] = [];
  const postingCall: number[] = [];
  const pairs = await drafts(app, owner.token, 2 * (rounds + WARM_UP));
  for (let i = 0; i < pairs.length; i++) {
    const post = i % 2 === 0;
    const start = performance.now();
    let called = 0;
    await db.transaction(async (tx) => {
      await tx
        .update(invoices)
        .set({ status: 'sent', sentAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(invoices.id, pairs[i]!), eq(invoices.accountId, accountId)));
      if (post) {
        const before = performance.now();
        await postInvoice(tx, accountId, pairs[i]!);
        called = performance.now() - before;
      }
    });
    if (i < 2 * WARM_UP) continue;
    (post ? withPosting : withoutPosting).push(performance.now() - start);
    if (post) postingCall.push(called);
  }
  const sorted = (times: number[]) => times.sort((a, b) => a - b);
  sorted(withPosting);
  sorted(withoutPosting);
  return {
    series: {
      'PUT /invoices/{id} {status: sent} (whole request)': sorted(request),
      'transaction: status change without posting': withoutPosting,
      'transaction: status change + postInvoice (commit included)': withPosting,
      'postInvoice call alone (in the transaction)': sorted(postingCall),
    },
    added: {
      p50: percentile(withPosting, 50) - percentile(withoutPosting, 50),
      p95: percentile(withPosting, 95) - percentile(withoutPosting, 95),
    },
  };
}
