import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { expectBalancesEqualScans, postRandomMix } from '../../support/ledger-balances-helpers.ts';
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

const summaryRows = async (accountId: number) =>
  Number(
    rowsOf<{ n: number | string }>(
      await database.db.execute(sql`
      select (select count(*) from ledger_daily_balances where account_id = ${accountId})
        + (select count(*) from ledger_open_items where account_id = ${accountId}) as n`),
    )[0]!.n,
  );

const ownerOf = (user: Awaited<ReturnType<typeof signUp>>) => ({
  token: user.token,
  accountId: user.data.account.id as number,
});

describe(`the ledger's maintained sums on ${backend}`, () => {
  it('answer what a scan of every line answers, after a random mix posted through the API', async () => {
    const owner = await signUp(app);
    const neighbour = await signUp(app);
    await postRandomMix(app, database.db, ownerOf(neighbour), 7, 15);
    await postRandomMix(app, database.db, ownerOf(owner), 20_261_125, 90);
    const accountId = owner.data.account.id as number;
    expect(await expectBalancesEqualScans(database.db, accountId)).toBeGreaterThan(0);
    await expectBalancesEqualScans(database.db, neighbour.data.account.id as number);

    const chart = await ledgerClient(app, owner.token).chart();
    const scanned = rowsOf<{ number: string; net: string }>(
      await database.db.execute(sql`
        select a.number, (sum(l.debit) - sum(l.credit))::text as net from journal_lines l
        join ledger_accounts a on a.id = l.ledger_account_id where l.account_id = ${accountId} group by a.number`),
    );
    for (const row of scanned) {
      const account = chart.get(row.number)!;
      const net = Number(row.net);
      expect(account.balance, row.number).toBe(
        ['asset', 'expense'].includes(account.account_type) ? net : -net,
      );
    }
    // A hundred documents posted through the API: seconds on an idle machine, more on a busy CI runner.
  }, 120_000);

  it("go with the business account's deletion, its neighbours' stay", async () => {
    const leaving = await signUp(app);
    const staying = await signUp(app);
    await postRandomMix(app, database.db, ownerOf(leaving), 11, 12);
    await postRandomMix(app, database.db, ownerOf(staying), 12, 12);
    const leavingId = leaving.data.account.id as number;
    const stayingId = staying.data.account.id as number;
    const before = await summaryRows(stayingId);
    expect(await summaryRows(leavingId)).toBeGreaterThan(0);
    await database.db.execute(sql`delete from accounts where id = ${leavingId}`);
    expect(await summaryRows(leavingId)).toBe(0);
    expect(await summaryRows(stayingId)).toBe(before);
    await expectBalancesEqualScans(database.db, stayingId);
  });
});
