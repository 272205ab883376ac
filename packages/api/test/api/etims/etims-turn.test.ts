import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { etimsInvoices, etimsSettings, invoices } from '../../../src/db/schema.ts';
import { endTurn, signedInTurn, TURN_MS, type TurnTaker, takeTurn } from '../../../src/modules/etims/turn.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';

// The turn to send a sale and its receipt number, on an injected clock: a number sent without an answer stays
// its sale's however long ago, a number KRA refused goes to the next sale.

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

const T0 = new Date('2026-06-01T08:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

/** An account on device CU1 with `count` invoices waiting for eTIMS, each a taker as the signing job makes it. */
async function sales(count: number) {
  const { token, data } = await signUp(app);
  const accountId = data.account.id as number;
  const client = invoiceClient(app, token);
  const contactId = await client.contact();
  const db = database.db;
  await db.insert(etimsSettings).values({ accountId, enabled: true, controlUnitId: 'CU1' });
  const takers: (TurnTaker & { id: string })[] = [];
  for (let i = 0; i < count; i++) {
    const { id } = await client.created({ contact_id: contactId });
    await db.insert(etimsInvoices).values({ invoiceId: id, accountId });
    takers.push({
      id,
      key: `invoice:${id}`,
      claim: async (tx, claimed) => {
        await tx.update(etimsInvoices).set(claimed).where(eq(etimsInvoices.invoiceId, id));
      },
    });
  }
  const take = async (taker: TurnTaker, now: Date) =>
    (await takeTurn(db, accountId, taker, now))?.receiptNumber ?? null;
  const sign = (taker: TurnTaker, receiptNumber: number) =>
    db.transaction(async (tx) => {
      await tx
        .update(etimsInvoices)
        .set({ status: 'signed' })
        .where(eq(etimsInvoices.invoiceId, taker.key.slice(8)));
      await signedInTurn(tx, accountId, taker.key, receiptNumber);
    });
  return {
    accountId,
    takers,
    take,
    sign,
    end: (taker: TurnTaker, refused: boolean) => endTurn(db, accountId, taker, refused),
  };
}

describe(`the eTIMS turn on ${backend}`, () => {
  it('a sale whose runner died gets its number again after the lease ran out; no other sale takes it', async () => {
    const { takers, take, sign } = await sales(2);
    const [a, b] = [takers[0]!, takers[1]!];
    expect(await take(a, T0)).toBe(1);
    expect(await take(b, later(60_000))).toBeNull();
    // The lease is over, but KRA may hold 1 for the first sale: the second still waits, the first's retry sends 1.
    expect(await take(b, later(TURN_MS + 60_000))).toBeNull();
    expect(await take(a, later(TURN_MS + 60_000))).toBe(1);
    expect(await take(a, later(3 * TURN_MS))).toBe(1);
    await sign(a, 1);
    expect(await take(b, later(3 * TURN_MS))).toBe(2);
  });

  it('a send without an answer keeps its number for its retry; a refused one gives it to the next sale', async () => {
    const { takers, take, end, sign } = await sales(3);
    const [a, b, c] = [takers[0]!, takers[1]!, takers[2]!];
    expect(await take(a, T0)).toBe(1);
    await end(a, false);
    expect(await take(b, later(1000))).toBeNull();
    expect(await take(a, later(TURN_MS * 2))).toBe(1);
    await end(a, true);
    // KRA refused it: 1 is the next sale's, never skipped.
    expect(await take(b, later(TURN_MS * 2 + 1000))).toBe(1);
    await sign(b, 1);
    expect(await take(a, later(TURN_MS * 2 + 2000))).toBe(2);
    await sign(a, 2);
    expect(await take(c, later(TURN_MS * 2 + 3000))).toBe(3);
  });

  it('a number held by a sale whose job gave up, or whose invoice is void, goes to the next sale', async () => {
    const { takers, take, end } = await sales(3);
    const [a, b, c] = [takers[0]!, takers[1]!, takers[2]!];
    expect(await take(a, T0)).toBe(1);
    await end(a, false);
    await database.db
      .update(etimsInvoices)
      .set({ status: 'failed' })
      .where(eq(etimsInvoices.invoiceId, a.id));
    expect(await take(b, later(1000))).toBe(1);
    await end(b, false);
    await database.db.update(invoices).set({ status: 'void' }).where(eq(invoices.id, b.id));
    expect(await take(c, later(2000))).toBe(1);
  });
});
