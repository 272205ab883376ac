import { agingSchema, dashboardSchema, invoiceListSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { reportData, reportRequest } from '../../support/report-helpers.ts';

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

describe(`the invoice list's Unpaid on ${backend}`, () => {
  it('is what customers owe, drafts and void invoices apart: equal to the aging total and Home', async () => {
    const { token } = await signUp(app);
    const invoices = invoiceClient(app, token);
    const report = reportRequest(app, token);
    const achieng = await invoices.contact();
    const baraka = await invoices.contact({ first_name: 'Baraka', last_name: 'Mwangi' });
    const today = TODAY;
    const invoice = async (contactId: number, amount: number, send = true) => {
      const created = await invoices.created({ contact_id: contactId, issue_date: today, due_date: today });
      await invoices.ok(invoices.addItems(created.id, [line({ unit_price: amount })]));
      if (send) await invoices.ok(invoices.update(created.id, { status: 'sent' }));
      return created.id;
    };
    await invoice(achieng, 890.12, false); // draft: not owed
    await invoice(achieng, 1000); // sent: 1,000.00 owed
    const partPaid = await invoice(baraka, 500); // part-paid: 300.00 owed
    await invoices.ok(invoices.pay(partPaid, { amount: 200, paid_on: today, method: 'cash' }), 201);
    const paid = await invoice(baraka, 250); // paid: nothing owed
    await invoices.ok(invoices.pay(paid, { amount: 250, paid_on: today, method: 'cash' }), 201);
    const voided = await invoice(baraka, 70); // void: nothing owed
    await invoices.ok(invoices.inject('POST', `/invoices/${voided}/void`));
    await invoice(baraka, 45.5, false); // another draft

    const summary = async (query: Record<string, number> = {}) =>
      invoiceListSchema.parse((await invoices.list(query)).json()).summary;
    const aging = await reportData(report, 'receivables_aging', agingSchema, { as_of: today });
    const home = await reportData(report, 'dashboard', dashboardSchema, { as_of: today });

    const all = await summary();
    expect(all.total_unpaid).toBe(1300);
    expect(aging.totals.total).toBe(all.total_unpaid);
    expect(home.receivables).toBe(all.total_unpaid);
    // The other figures are unchanged: every invoice in the count and the total (a void one's as 0).
    expect(all).toMatchObject({ count: 6, total_amount: 2685.62, total_paid: 450 });

    for (const [contactId, owed] of [
      [achieng, 1000],
      [baraka, 300],
    ] as const) {
      const filtered = await summary({ contact_id: contactId });
      const row = aging.rows.find((r) => r.contact_id === contactId);
      expect(filtered.total_unpaid, String(contactId)).toBe(owed);
      expect(row?.total, String(contactId)).toBe(owed);
    }

    // Sending the draft makes it owed, on both sides at once.
    const stillDraft = invoiceListSchema
      .parse((await invoices.list({ contact_id: achieng })).json())
      .data.find((row) => row.status === 'draft')!;
    await invoices.ok(invoices.update(stillDraft.id, { status: 'sent' }));
    const after = await reportData(report, 'dashboard', dashboardSchema, { as_of: today });
    expect((await summary()).total_unpaid).toBe(2190.12);
    expect(after.receivables).toBe(2190.12);
  });
});
