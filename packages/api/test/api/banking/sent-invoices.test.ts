import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bankingBusiness, portal } from '../../support/banking-helpers.ts';
import { expectStatementLinesAgree } from '../../support/banking-invariants.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  if (database) await expectStatementLinesAgree(database.db);
  await app?.close();
  await database?.close();
});

/** A business whose M-Pesa statement came in before the invoices it pays were sent. */
async function statementFirst() {
  const business = await bankingBusiness(app);
  const jane = await business.client.contact({
    first_name: 'Jane',
    last_name: 'Wanjiru',
    phone: '0712345678',
  });
  const otieno = await business.client.contact({ first_name: 'Otieno', last_name: 'Kamau' });
  const mpesa = await business.accountId('1300');
  await business.upload(
    mpesa,
    portal([
      { receipt: 'SC4', day: '09-03-2026', details: 'Pay Bill from JANE', amount: 300 },
      {
        receipt: 'SC3',
        day: '08-03-2026',
        details: 'Pay Bill from PETER',
        amount: 700,
        party: '254700000000 - PETER',
      },
      { receipt: 'SC2', day: '06-03-2026', details: 'Pay Bill from JANE', amount: 2500 },
      { receipt: 'SC1', day: '01-02-2026', details: 'Pay Bill from JANE', amount: 2500 },
    ]),
  );
  return { ...business, jane, otieno };
}

const draft = async (
  business: Awaited<ReturnType<typeof statementFirst>>,
  contact: number,
  amount: number,
) => {
  const created = await business.client.created({
    contact_id: contact,
    issue_date: '2026-03-02',
    due_date: '2026-03-31',
  });
  await business.client.ok(business.client.addItems(created.id, [line({ unit_price: amount })]));
  return created;
};

describe(`invoices sent after the statement on ${backend}`, () => {
  it('are suggested for the lines that may be paying them, with reasons, and nothing is matched', async () => {
    const business = await statementFirst();
    const { client } = business;
    expect((await business.lines()).summary).toMatchObject({ unmatched: 4, suggested: 0 });
    const invoice = await draft(business, business.jane, 2500);
    // A draft is not yet owed: no line hears of it.
    expect((await business.lines()).summary).toMatchObject({ unmatched: 4, suggested: 0 });

    await client.ok(client.update(invoice.id, { status: 'sent' }));
    const paying = await business.lineByReference('SC2');
    expect(paying).toMatchObject({
      status: 'suggested',
      match: null,
      suggestions: [{ kind: 'invoice_payment', ids: [invoice.id], amount: 2500 }],
    });
    const [suggestion] = paying.suggestions as { confidence: number; reasons: string[] }[];
    expect(suggestion!.reasons).toContain('KES 2,500.00 is the balance of invoice INV-0001');
    expect(suggestion!.confidence).toBeGreaterThanOrEqual(0.95);
    // Part of the balance from Jane's phone: suggested too, never matched.
    expect(await business.lineByReference('SC4')).toMatchObject({
      status: 'suggested',
      suggestions: [{ ids: [invoice.id], amount: 300 }],
    });
    // A month before the invoice was issued, or from Peter, whom nothing of Jane's fits: left alone.
    expect(await business.lineByReference('SC1')).toMatchObject({ status: 'unmatched', suggestions: [] });
    expect(await business.lineByReference('SC3')).toMatchObject({ status: 'unmatched', suggestions: [] });
    expect((await client.ok(client.get(invoice.id))).balance).toBe(2500);
  });

  it('never suggest a pair the owner declined, and leave a matched line as it is', async () => {
    const business = await statementFirst();
    const { client } = business;
    const first = await draft(business, business.jane, 2500);
    await client.ok(client.update(first.id, { status: 'sent' }));
    const paying = await business.lineByReference('SC2');
    await client.ok(
      client.inject('POST', `/bank_lines/${paying.id}/decline`, { kind: 'invoice_payment', ids: [first.id] }),
    );
    const part = await business.lineByReference('SC4');
    await client.ok(
      client.inject('POST', `/bank_lines/${part.id}/match`, { kind: 'invoice_payment', ids: [first.id] }),
    );
    // Sent again (no change): the declined pair stays declined, the matched line matched.
    await client.ok(client.update(first.id, { status: 'sent' }));
    expect(await business.lineByReference('SC2')).toMatchObject({ status: 'unmatched', suggestions: [] });
    expect(await business.lineByReference('SC4')).toMatchObject({
      status: 'matched',
      match: { kind: 'invoice_payment', ids: [first.id], auto: false },
    });
    // Otieno's invoice of the same amount is a fresh pair for the line: suggested beside nothing else.
    const second = await draft(business, business.otieno, 2500);
    await client.ok(client.update(second.id, { status: 'sent' }));
    expect(await business.lineByReference('SC2')).toMatchObject({
      status: 'suggested',
      suggestions: [{ ids: [second.id] }],
    });
  });
});
