import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
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

/** A business with one posted invoice: its account id, its chart, and the invoice's entry. */
async function postedBusiness() {
  const { token, data } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const ledger = ledgerClient(app, token);
  const invoice = await invoices.created({ contact_id: await invoices.contact() });
  await invoices.ok(invoices.addItems(invoice.id, [line({ tax_rate: 16 })]));
  await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
  const [entry] = await ledger.entries();
  return { accountId: data.account.id as number, chart: await ledger.chart(), entry: entry! };
}

/** The message of the database error `work` raises (its cause's, through Drizzle's wrapper). */
async function refusal(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  throw new Error('the database accepted it');
}

describe(`the ledger tables on ${backend}`, () => {
  it('seeds the system accounts of the contract, flagged system, in every new account', async () => {
    const { chart } = await postedBusiness();
    const system = [...chart.values()]
      .filter((account) => account.system)
      .map((a) => `${a.number} ${a.name}`);
    expect(system).toEqual([
      '1000 Cash',
      '1100 Bank',
      '1200 Accounts receivable',
      '1300 M-Pesa',
      '1310 Paystack clearing',
      '1400 VAT receivable (input)',
      '2000 Accounts payable',
      '2100 VAT payable (output)',
      '2200 Customer credits',
      '2300 Unallocated M-Pesa receipts',
      "3000 Owner's equity",
      '3100 Retained earnings',
      '4000 Sales',
      '4950 Exchange gain',
      '6800 Bank Charges',
      '6950 Exchange loss',
    ]);
  });

  it('refuses UPDATE and DELETE of journal lines and entries; an entry only ever gets its reversal', async () => {
    const { entry } = await postedBusiness();
    const lineId = entry.lines[0]!.id;
    const appendOnly = 'Journal lines cannot be changed or deleted: post a reversal instead';
    expect(
      await refusal(() => database.db.execute(sql`update journal_lines set debit = 1 where id = ${lineId}`)),
    ).toBe(appendOnly);
    expect(
      await refusal(() => database.db.execute(sql`delete from journal_lines where id = ${lineId}`)),
    ).toBe(appendOnly);
    expect(
      await refusal(() =>
        database.db.execute(sql`update journal_entries set memo = 'x' where id = ${entry.id}`),
      ),
    ).toBe('Journal entries cannot be changed: post a reversal instead');
    expect(
      await refusal(() => database.db.execute(sql`delete from journal_entries where id = ${entry.id}`)),
    ).toBe('Journal entries cannot be deleted: post a reversal instead');
    expect(
      await refusal(() =>
        database.db.execute(
          sql`update journal_entries set reversed_by = ${entry.id}, date = date + 1 where id = ${entry.id}`,
        ),
      ),
    ).toBe('Journal entries cannot be changed: post a reversal instead');
  });

  it('refuses at commit an entry that does not balance, has one line, or lines of another business', async () => {
    const { accountId, chart } = await postedBusiness();
    const other = await postedBusiness();
    const cash = chart.get('1000')!.id;
    const equity = chart.get('3000')!.id;
    const entryWith = (lines: { ledger: number; debit: string; credit: string }[], account = accountId) =>
      database.db.transaction(async (tx) => {
        const [entry] = rowsOf<{ id: number }>(
          await tx.execute(sql`
            insert into journal_entries (account_id, number, date, source_type)
            values (${account}, 900000 + floor(random() * 90000)::int, '2026-05-01', 'manual') returning id`),
        );
        for (const l of lines) {
          await tx.execute(sql`
            insert into journal_lines (account_id, journal_entry_id, ledger_account_id, date, debit, credit)
            values (${account}, ${entry!.id}, ${l.ledger}, '2026-05-01', ${l.debit}, ${l.credit})`);
        }
      });
    const count = async () =>
      rowsOf<{ n: number | string }>(
        await database.db.execute(
          sql`select count(*) as n from journal_entries where account_id = ${accountId}`,
        ),
      )[0]!.n;
    const before = Number(await count());
    expect(
      await refusal(() =>
        entryWith([
          { ledger: cash, debit: '10.00', credit: '0' },
          { ledger: equity, debit: '0', credit: '9.99' },
        ]),
      ),
    ).toMatch(/^Journal entry \d+ does not balance: 2 lines, debits 10\.00, credits 9\.99$/);
    expect(await refusal(() => entryWith([{ ledger: cash, debit: '10.00', credit: '0' }]))).toMatch(
      /does not balance: 1 lines/,
    );
    expect(
      await refusal(() =>
        entryWith([
          { ledger: cash, debit: '10.00', credit: '0' },
          { ledger: other.chart.get('3000')!.id, debit: '0', credit: '10.00' },
        ]),
      ),
    ).toMatch(/has lines of another date or business account$/);
    expect(
      await refusal(() =>
        entryWith([
          { ledger: cash, debit: '10.00', credit: '10.00' },
          { ledger: equity, debit: '0', credit: '0' },
        ]),
      ),
    ).toMatch(/journal_lines_debit_xor_credit/);
    expect(Number(await count())).toBe(before);
    await entryWith([
      { ledger: cash, debit: '10.00', credit: '0' },
      { ledger: equity, debit: '0', credit: '10.00' },
    ]);
    expect(Number(await count())).toBe(before + 1);
  });

  it('lets a whole business account go, its ledger with it', async () => {
    const { accountId } = await postedBusiness();
    await database.db.execute(sql`delete from accounts where id = ${accountId}`);
    const [left] = rowsOf<{ n: number | string }>(
      await database.db.execute(sql`
        select (select count(*) from journal_entries where account_id = ${accountId})
             + (select count(*) from journal_lines where account_id = ${accountId}) as n`),
    );
    expect(Number(left!.n)).toBe(0);
  });
});
