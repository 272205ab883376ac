import { reconciliationReportSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bankingBusiness } from '../../support/banking-helpers.ts';
import { backend, bearer, testApp, testDatabase } from '../../support/helpers.ts';
import { pdfPages } from '../../support/pdf-text.ts';

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

/** March at the bank: a transfer out and back, then the customer paying INV-0001 (232.00) by its number. */
const march = [
  'Transaction Date,Narrative,Reference,Debit,Credit,Running Balance',
  '02/03/2026,OWN TRANSFER OUT,FT1,"1,500.00",,"8,500.00"',
  '03/03/2026,OWN TRANSFER IN,FT2,,"1,500.00","10,000.00"',
  '05/03/2026,=HYPERLINK("x") INV-0001,FT3,,232.00,"10,232.00"',
].join('\n');

/** A business with 10,000.00 in the bank from 1 March, INV-0001 of 232.00 sent, and March's statement in. */
async function business() {
  const banking = await bankingBusiness(app);
  const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
    banking.client.inject(method, url, payload);
  const bank = await banking.accountId('1100');
  const opening = await send('POST', '/journal_entries', {
    journal_entry: {
      date: '2026-03-01',
      memo: 'Opening bank balance',
      lines: [
        { ledger_account_id: bank, debit: 10000 },
        { ledger_account_id: await banking.accountId('3000'), credit: 10000 },
      ],
    },
  });
  expect(opening.statusCode).toBe(201);
  await banking.sent(await banking.client.contact(), 232);
  await banking.upload(bank, march, 'march.csv');
  const report = (query: Record<string, string | number>) =>
    app.inject({
      method: 'GET',
      url: '/api/reports/reconciliation',
      headers: bearer(banking.token),
      query: Object.fromEntries(
        Object.entries({ ledger_account_id: bank, ...query }).map(([key, value]) => [key, String(value)]),
      ),
    });
  return { send, bank, report };
}

describe(`the reconciliation report on ${backend}`, () => {
  it('shows the statement beside the ledger and what is not reconciled, before and after completing', async () => {
    const { send, bank, report } = await business();
    const before = reconciliationReportSchema.parse((await report({ as_of: '2026-03-31' })).json().data);
    expect(before).toMatchObject({
      ledger_account_id: bank,
      number: '1100',
      statement_balance: 10232,
      statement_date: '2026-03-05',
      ledger_balance: 10232,
      difference: 0,
      reconciled_through: null,
    });
    expect(before.lines.map((l) => [l.reference, l.amount, l.status])).toEqual([
      ['FT1', -1500, 'unmatched'],
      ['FT2', 1500, 'unmatched'],
      ['FT3', 232, 'matched'],
    ]);
    expect(before.postings.map((p) => [p.date, p.source_type, p.amount])).toEqual([
      ['2026-03-01', 'manual', 10000],
      ['2026-03-05', 'payment', 232],
    ]);
    // On 3 March the statement had said 10,000.00; the payment was not in the books yet either.
    const early = reconciliationReportSchema.parse((await report({ as_of: '2026-03-04' })).json().data);
    expect(early).toMatchObject({ statement_balance: null, ledger_balance: 10000, difference: null });
    expect(early.lines).toHaveLength(2);

    // The transfer out and back booked from the lines themselves: entries the lines recorded.
    const chart = (await send('GET', '/ledger_accounts')).json().data as { id: number; number: string }[];
    const account = (number: string) => chart.find((candidate) => candidate.number === number)!.id;
    const [out, back] = before.lines;
    const booked = [
      await send('POST', `/bank_lines/${out!.id}/create`, {
        kind: 'expense',
        ledger_account_id: account('6800'),
      }),
      await send('POST', `/bank_lines/${back!.id}/create`, {
        kind: 'income',
        ledger_account_id: account('4000'),
      }),
    ];
    expect(booked.map((response) => response.statusCode)).toEqual([201, 201]);
    const matched = reconciliationReportSchema.parse((await report({ as_of: '2026-03-31' })).json().data);
    expect(matched.postings.map((p) => [p.source_type, p.amount])).toEqual([
      ['manual', 10000],
      ['bank_line', -1500],
      ['bank_line', 1500],
      ['payment', 232],
    ]);
    const created = await send('POST', `/bank_accounts/${bank}/reconciliations`, {
      statement_date: '2026-03-05',
      statement_balance: 10232,
    });
    expect((await send('POST', `/reconciliations/${created.json().data.id}/complete`)).statusCode).toBe(200);
    // A bank charge dated back into the reconciled period after the fact is what now explains a difference.
    const fees = account('6800');
    const late = await send('POST', '/journal_entries', {
      journal_entry: {
        date: '2026-03-04',
        memo: 'Late bank charge',
        lines: [
          { ledger_account_id: fees, debit: 50 },
          { ledger_account_id: bank, credit: 50 },
        ],
      },
    });
    expect(late.statusCode).toBe(201);
    const after = reconciliationReportSchema.parse((await report({ as_of: '2026-03-31' })).json().data);
    expect(after).toMatchObject({ reconciled_through: '2026-03-05', ledger_balance: 10182, difference: 50 });
    expect(after.lines).toEqual([]);
    expect(after.postings.map((p) => [p.date, p.memo, p.amount])).toEqual([
      ['2026-03-04', 'Late bank charge', -50],
    ]);
  });

  it('answers CSV with formulas kept as text, and PDF', async () => {
    const { report } = await business();
    const csv = await report({ as_of: '2026-03-31', format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="reconciliation-1100-bank-2026-03-31.csv"',
    );
    const rows = csv.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('Date,Reference,Description,Status,Amount');
    expect(rows).toContain('Statement balance (2026-03-05),,,,10232.00');
    expect(rows).toContain('Difference,,,,0.00');
    expect(rows).toContain(`2026-03-05,FT3,"'=HYPERLINK(""x"") INV-0001",Matched,232.00`);
    const pdf = await report({ as_of: '2026-03-31', format: 'pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain('Reconciliation 1100 Bank');
    expect(text).toContain('10,232.00');
    expect(text).toContain('Postings not reconciled');
  });

  it('refuses what is not a money account of the business, and bad queries', async () => {
    const { report } = await business();
    const other = await business();
    expect((await report({ ledger_account_id: other.bank })).statusCode).toBe(404);
    const bad = await report({ as_of: '2026-02-31' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error).toEqual(expect.any(String));
    expect((await report({ ledger_account_id: 'x' })).statusCode).toBe(422);
  });
});
