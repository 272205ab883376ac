import { reconciliationSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';

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

const march = [
  'Transaction Date,Narrative,Reference,Debit,Credit,Running Balance',
  '02/03/2026,OWN TRANSFER OUT,FT1,"1,500.00",,"8,500.00"',
  '03/03/2026,OWN TRANSFER IN,FT2,,"1,500.00","10,000.00"',
].join('\n');

/** A business whose bank (1100) holds 10,000.00 in the ledger from 1 March, with March's statement imported. */
async function reconcilingBusiness() {
  const { token } = await signUp(app);
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const chart = (await send('GET', '/ledger_accounts')).json().data as { id: number; number: string }[];
  const id = (number: string) => chart.find((account) => account.number === number)!.id;
  const bank = id('1100');
  const opening = await send('POST', '/journal_entries', {
    journal_entry: {
      date: '2026-03-01',
      memo: 'Opening bank balance',
      lines: [
        { ledger_account_id: bank, debit: 10000 },
        { ledger_account_id: id('3000'), credit: 10000 },
      ],
    },
  });
  expect(opening.statusCode).toBe(201);
  const form = multipartBody([{ name: 'file', content: march, filename: 'march.csv' }]);
  const imported = await app.inject({
    method: 'POST',
    url: `/api/bank_accounts/${bank}/statements`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(imported.statusCode).toBe(201);
  const lines = (await send('GET', '/bank_lines')).json().data as { id: number }[];
  return {
    token,
    send,
    bank,
    lines: lines.map((line) => line.id),
    statementId: imported.json().data.id as number,
  };
}

describe(`reconciliations on ${backend}`, () => {
  it('completes only at a difference of 0.00 with every line matched or excluded, then locks its lines', async () => {
    const { send, bank, lines, statementId } = await reconcilingBusiness();
    const created = await send('POST', `/bank_accounts/${bank}/reconciliations`, {
      statement_date: '2026-03-03',
      statement_balance: 10000,
    });
    expect(created.statusCode).toBe(201);
    const draft = reconciliationSchema.parse(created.json().data);
    expect(draft).toMatchObject({ ledger_balance: 10000, difference: 0, open_lines: 2, status: 'draft' });

    const early = await send('POST', `/reconciliations/${draft.id}/complete`);
    expect(early.statusCode).toBe(422);
    expect(early.json().details.reconciliation).toEqual([
      '2 line(s) up to 2026-03-03 are neither matched nor excluded',
    ]);

    for (const line of lines) {
      const excluded = await send('POST', `/bank_lines/${line}/exclude`);
      expect(excluded.json().data.status).toBe('excluded');
    }
    const done = await send('POST', `/reconciliations/${draft.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'done', difference: 0, open_lines: 0 });
    const reconciled = (await send('GET', '/bank_lines')).json().data as { reconciled: boolean }[];
    expect(reconciled.map((line) => line.reconciled)).toEqual([true, true]);

    // Reconciled lines and their statement stay as they are until the reconciliation is undone.
    expect((await send('POST', `/bank_lines/${lines[0]}/include`)).statusCode).toBe(422);
    expect((await send('DELETE', `/statements/${statementId}`)).statusCode).toBe(422);
    const overlapping = await send('POST', `/bank_accounts/${bank}/reconciliations`, {
      statement_date: '2026-03-02',
      statement_balance: 8500,
    });
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().details.statement_date).toEqual([
      'This account is reconciled up to 2026-03-03: reconcile a later date',
    ]);

    const later = await send('POST', `/bank_accounts/${bank}/reconciliations`, {
      statement_date: '2026-03-31',
      statement_balance: 10000,
    });
    const laterId = later.json().data.id;
    expect((await send('POST', `/reconciliations/${laterId}/complete`)).statusCode).toBe(200);
    // Only the latest done one can be undone.
    expect((await send('POST', `/reconciliations/${draft.id}/undo`)).statusCode).toBe(422);
    expect((await send('POST', `/reconciliations/${laterId}/undo`)).json().data.status).toBe('draft');
    const undone = await send('POST', `/reconciliations/${draft.id}/undo`);
    expect(undone.json().data).toMatchObject({ status: 'draft', completed_at: null });
    expect(
      ((await send('GET', '/bank_lines')).json().data as { reconciled: boolean }[]).map((l) => l.reconciled),
    ).toEqual([false, false]);
    expect((await send('POST', `/bank_lines/${lines[0]}/include`)).json().data.status).toBe('unmatched');
    const listed = await send('GET', `/bank_accounts/${bank}/reconciliations`);
    expect(listed.json().data.map((row: { statement_date: string }) => row.statement_date)).toEqual([
      '2026-03-31',
      '2026-03-03',
    ]);
  });

  it('refuses to complete while the statement and the ledger differ, naming the difference', async () => {
    const { send, bank, lines } = await reconcilingBusiness();
    for (const line of lines) await send('POST', `/bank_lines/${line}/exclude`);
    const created = await send('POST', `/bank_accounts/${bank}/reconciliations`, {
      statement_date: '2026-03-03',
      statement_balance: 9999.99,
    });
    expect(created.json().data).toMatchObject({ difference: -0.01, ledger_balance: 10000 });
    const refused = await send('POST', `/reconciliations/${created.json().data.id}/complete`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.reconciliation).toEqual(['the difference is -0.01, not 0.00']);
    expect((await send('POST', `/bank_lines/${lines[0]}/unmatch`)).statusCode).toBe(422);
  });

  it('never shows or changes another business’s reconciliation or line', async () => {
    const owner = await reconcilingBusiness();
    const other = await reconcilingBusiness();
    const created = await owner.send('POST', `/bank_accounts/${owner.bank}/reconciliations`, {
      statement_date: '2026-03-03',
      statement_balance: 10000,
    });
    const id = created.json().data.id;
    expect((await other.send('POST', `/reconciliations/${id}/complete`)).statusCode).toBe(404);
    expect((await other.send('POST', `/bank_lines/${owner.lines[0]}/exclude`)).statusCode).toBe(404);
    expect((await other.send('GET', `/bank_accounts/${owner.bank}/reconciliations`)).statusCode).toBe(404);
    expect(
      (
        await other.send('POST', `/bank_accounts/${owner.bank}/reconciliations`, {
          statement_date: '2026-03-03',
          statement_balance: 1,
        })
      ).statusCode,
    ).toBe(404);
  });
});
