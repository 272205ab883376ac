import { agingSchema } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, mpesaCode } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';
import { contactBalances, reportData, reportRequest } from '../../support/report-helpers.ts';

/** The app's clock: a day of its own, the same in every time zone's evening. */
const NOW = new Date('2026-06-15T09:00:00Z');
const TODAY = '2026-06-15';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => NOW });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Σ over the account's posted bills of (total − paid) as of the date, per vendor (bills the ledger knows). */
async function owedByBills(db: Db, accountId: number, asOf: string): Promise<Map<number, number>> {
  const rows = rowsOf<{ contact_id: number; owed: string }>(
    await db.execute(sql`
      select b.contact_id, sum(b.total - coalesce((select sum(p.amount) from bill_payments p
        where p.bill_id = b.id and p.paid_on <= ${asOf}), 0))::text as owed
      from bills b
      where b.account_id = ${accountId} and b.status in ('open', 'paid') and b.issue_date <= ${asOf}
      group by b.contact_id`),
  );
  return new Map(
    rows.filter((row) => toCents(row.owed) !== 0n).map((row) => [Number(row.contact_id), Number(row.owed)]),
  );
}

/**
 * Invariant 2 on the payables side, as of each date: per vendor, the credit balance of 2000 = Σ (total − paid)
 * of their bills = their payables aging total; and the totals agree.
 */
async function expectPayablesAgree(
  accountId: number,
  report: ReturnType<typeof reportRequest>,
  payable: number,
  dates: readonly string[],
) {
  for (const asOf of dates) {
    const aging = await reportData(report, 'payables_aging', agingSchema, { as_of: asOf });
    const ledger = await contactBalances(database.db, accountId, payable, asOf);
    const bills = await owedByBills(database.db, accountId, asOf);
    const fromAging = new Map(aging.rows.map((row) => [row.contact_id, row.total]));
    const fromLedger = new Map([...ledger].filter(([, balance]) => balance !== 0).map(([c, b]) => [c, -b]));
    expect(fromLedger, asOf).toEqual(bills);
    expect(fromAging, asOf).toEqual(bills);
    const total = [...bills.values()].reduce((sum, owed) => sum + toCents(String(owed)), 0n);
    expect(aging.totals.total, asOf).toBe(centsToNumber(total));
  }
}

describe(`payables aging over bills on ${backend}`, () => {
  it('buckets each bill by days past its due date, net of its payments, per vendor', async () => {
    const { token, data } = await signUp(app);
    const accountId = data.account.id as number;
    const bills = billClient(app, token);
    const contacts = invoiceClient(app, token);
    const chart = await ledgerClient(app, token).chart();
    const rent = chart.get('6100')!.id;
    const report = reportRequest(app, token);
    const jua = await contacts.contact({ first_name: null, last_name: null, company_name: 'Jua Kali' });
    const mama = await contacts.contact({ first_name: null, last_name: null, company_name: 'Mama Mboga' });
    const bill = (contactId: number, number: string, amount: number, issue: string, due: string) =>
      bills.created({
        contact_id: contactId,
        bill_number: number,
        issue_date: issue,
        due_date: due,
        lines: [billLine(rent, { unit_price: amount, tax_rate: 16 })],
      });
    // J-1 1,160 due 01-31; J-2 2,320 due 03-31, 320 paid 03-10; M-1 580 due 04-30, paid in full 05-05.
    await bill(jua, 'J-1', 1000, '2026-01-01', '2026-01-31');
    const j2 = await bill(jua, 'J-2', 2000, '2026-03-01', '2026-03-31');
    await bills.ok(bills.pay(j2.id, { amount: 320, paid_on: '2026-03-10' }), 201);
    const m1 = await bill(mama, 'M-1', 500, '2026-04-01', '2026-04-30');
    await bills.ok(
      bills.pay(m1.id, { amount: 580, paid_on: '2026-05-05', method: 'mpesa', reference: mpesaCode() }),
      201,
    );
    await bills.created({ contact_id: mama, bill_number: 'DRAFT', draft: true, lines: [billLine(rent)] });

    const zero = { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 };
    const asOf = await reportData(report, 'payables_aging', agingSchema, { as_of: '2026-05-01' });
    // As of 05-01: J-1 90 days past due, J-2 31 days, M-1 1 day.
    expect(asOf.rows).toEqual([
      { contact_id: jua, contact_name: 'Jua Kali', ...zero, days_31_60: 2000, days_61_90: 1160, total: 3160 },
      { contact_id: mama, contact_name: 'Mama Mboga', ...zero, days_1_30: 580, total: 580 },
    ]);
    expect(asOf.totals).toEqual({ ...zero, days_1_30: 580, days_31_60: 2000, days_61_90: 1160, total: 3740 });

    // A new due date moves the bill's item to its bucket (the open item follows the bill).
    await bills.ok(bills.update(j2.id, { due_date: '2026-04-30' }));
    const moved = await reportData(report, 'payables_aging', agingSchema, { as_of: '2026-05-01' });
    expect(moved.rows[0]).toMatchObject({ contact_id: jua, days_1_30: 2000, days_61_90: 1160, total: 3160 });

    await expectPayablesAgree(accountId, report, chart.get('2000')!.id, [
      '2025-12-31',
      '2026-01-01',
      '2026-03-09',
      '2026-03-10',
      '2026-04-30',
      '2026-05-05',
      '2026-12-31',
    ]);
  });

  it('a voided bill leaves the aging from the day of the void; editing amounts and vendor keeps 2000 in step', async () => {
    const { token, data } = await signUp(app);
    const accountId = data.account.id as number;
    const bills = billClient(app, token);
    const contacts = invoiceClient(app, token);
    const chart = await ledgerClient(app, token).chart();
    const report = reportRequest(app, token);
    const jua = await contacts.contact({ first_name: null, last_name: null, company_name: 'Jua Kali' });
    const mama = await contacts.contact({ first_name: null, last_name: null, company_name: 'Mama Mboga' });
    const line = billLine(chart.get('6200')!.id, { unit_price: 700 });
    const voided = await bills.created({ contact_id: jua, bill_number: 'V', lines: [line] });
    await bills.ok(bills.void(voided.id));
    const edited = await bills.created({ contact_id: jua, bill_number: 'E', lines: [line] });
    await bills.ok(bills.pay(edited.id, { amount: 100 }), 201);
    await bills.ok(bills.update(edited.id, { contact_id: mama, lines: [{ ...line, unit_price: 900 }] }));
    const today = TODAY;
    const aging = await reportData(report, 'payables_aging', agingSchema, { as_of: today });
    expect(aging.rows.map((row) => [row.contact_id, row.total])).toEqual([[mama, 800]]);
    await expectPayablesAgree(accountId, report, chart.get('2000')!.id, [today, '2099-12-31']);
  });
});
