import { dataEnvelope, expenseSchema } from '@daftari/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { jobRunner, recordingMailer } from '../../support/job-helpers.ts';
import { describeEntry, ledgerClient } from '../../support/ledger-helpers.ts';

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

const expenseEnvelope = dataEnvelope(expenseSchema);

/** A business, its chart by number, and the expense form sent as the UI sends it. */
async function business() {
  const { token } = await signUp(app);
  const ledger = ledgerClient(app, token);
  const chart = await ledger.chart();
  const id = (number: string) => String(chart.get(number)!.id);
  const send = (fields: Record<string, string>, { method = 'POST', url = '/api/expenses' } = {}) => {
    const { payload, headers } = multipartBody(
      Object.entries({
        expenseType: 'Payment',
        ledger_account_id: id('6000'),
        dated: '2026-03-10',
        totalValue: '1160.00',
        vat: 'Standard',
        description: 'Printer paper',
        recurrence: '-- Does Not Recur --',
        ...fields,
      }).map(([name, content]) => ({ name, content })),
    );
    return app.inject({
      method: method as 'POST' | 'PUT',
      url,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };
  const created = async (fields: Record<string, string> = {}) => {
    const response = await send(fields);
    expect(response.statusCode, response.body).toBe(201);
    return expenseEnvelope.parse(response.json()).data;
  };
  return { token, ledger, chart, id, send, created };
}

describe(`expense postings on ${backend}`, () => {
  it('posts Dr the expense account net of VAT, Dr 1400 the VAT / Cr 1100 Bank by default', async () => {
    const { ledger, chart, created } = await business();
    const expense = await created();
    expect(expense.paid_from_account_id).toBe(chart.get('1100')!.id);
    const [entry] = await ledger.entries();
    expect(entry).toMatchObject({
      date: '2026-03-10',
      source_type: 'expense',
      source_id: String(expense.id),
      memo: 'Expense: Printer paper',
    });
    expect(describeEntry(entry!)).toEqual(['6000 Dr 1000', '1400 Dr 160', '1100 Cr 1160']);
  });

  it('credits the account paid from; a Refund posts the mirror; Exempt has no VAT line', async () => {
    const { ledger, id, created } = await business();
    await created({ paid_from_account_id: id('1000'), totalValue: '58.00', dated: '2026-03-01' });
    await created({
      expenseType: 'Refund',
      paid_from_account_id: id('1100'),
      totalValue: '116.00',
      dated: '2026-03-02',
    });
    await created({
      vat: 'Exempt',
      paid_from_account_id: id('2000'),
      totalValue: '70.50',
      dated: '2026-03-03',
    });
    const entries = (await ledger.entries()).reverse();
    expect(entries.map(describeEntry)).toEqual([
      ['6000 Dr 50', '1400 Dr 8', '1000 Cr 58'],
      ['6000 Cr 100', '1400 Cr 16', '1100 Dr 116'],
      ['6000 Dr 70.5', '2000 Cr 70.5'],
    ]);
    expect(entries[1]!.memo).toBe('Refund: Printer paper');
  });

  it('Zero, Exempt and Non-VAT are 0 % with no VAT line, each posted under its own VAT rate key', async () => {
    const { created, send } = await business();
    const booked = [];
    for (const vat of ['Zero', 'Exempt', 'Non-VAT', 'Standard']) {
      booked.push(await created({ vat, totalValue: '116.00', description: vat }));
    }
    expect(booked.map((expense) => [expense.vat, expense.vat_rate, expense.vat_amount])).toEqual([
      ['Zero', 0, 0],
      ['Exempt', 0, 0],
      ['Non-VAT', 0, 0],
      ['Standard', 16, 16],
    ]);
    const keys = rowsOf<{ description: string; vat_rate: string }>(
      await database.db.execute(sql`
        select x.description, l.vat_rate from journal_lines l
        join journal_entries e on e.id = l.journal_entry_id
        join expenses x on x.id::text = e.source_id and x.account_id = e.account_id
        where e.source_type = 'expense' and x.id in (${sql.join(
          booked.map((expense) => sql`${expense.id}`),
          sql`, `,
        )}) and l.vat_rate is not null
        order by x.id, l.id`),
    );
    expect(keys.map((line) => `${line.description} ${line.vat_rate}`)).toEqual([
      'Zero 0',
      'Exempt exempt',
      'Non-VAT non_vat',
      'Standard 16',
      'Standard 16',
    ]);
    const refused = await send({ vat: 'Zero-rated' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toHaveProperty('vat');
  });

  it('refuses an account paid from that is not an asset or liability of the business', async () => {
    const { id, send, created } = await business();
    const other = await business();
    for (const paidFrom of [
      id('6000'),
      id('4000'),
      id('3000'),
      other.id('1100'),
      '999999',
      '99999999999',
      'x',
    ]) {
      const response = await send({ paid_from_account_id: paidFrom });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().details)).toEqual(['paid_from_account_id']);
    }
    expect((await created({ paid_from_account_id: '' })).paid_from_account_id).toBe(Number(id('1100')));
  });

  it('re-posts an edit of the amounts, accounts or date, not of the description; a deletion reverses', async () => {
    const { ledger, id, send, created } = await business();
    const expense = await created({ dated: '2027-05-01' });
    const url = `/api/expenses/${expense.id}`;
    expect(
      (await send({ dated: '2027-05-01', description: 'Toner' }, { method: 'PUT', url })).statusCode,
    ).toBe(200);
    expect(await ledger.entries()).toHaveLength(1);
    expect(
      (await send({ dated: '2027-05-01', totalValue: '232.00' }, { method: 'PUT', url })).statusCode,
    ).toBe(200);
    const [posted, reversal, original] = await ledger.entries();
    expect(reversal).toMatchObject({
      reversal_of: original!.id,
      date: '2027-05-01',
      source_id: String(expense.id),
    });
    expect(describeEntry(posted!)).toEqual(['6000 Dr 200', '1400 Dr 32', '1100 Cr 232']);
    const moved = await send(
      { dated: '2027-05-09', totalValue: '232.00', ledger_account_id: id('6500') },
      { method: 'PUT', url },
    );
    expect(moved.statusCode).toBe(200);
    const [latest] = await ledger.entries();
    expect([latest!.date, ...describeEntry(latest!)]).toEqual([
      '2027-05-09',
      '6500 Dr 200',
      '1400 Dr 32',
      '1100 Cr 232',
    ]);
  });

  it('reverses the entry of a deleted expense, dated the day of the deletion or the expense date when later', async () => {
    const { token, ledger, created } = await business();
    const expense = await created({ dated: '2027-02-02' });
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/expenses/${expense.id}`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    const [reversal, original] = await ledger.entries();
    expect(reversal).toMatchObject({ reversal_of: original!.id, date: '2027-02-02', source_type: 'expense' });
    expect(describeEntry(reversal!)).toEqual(['6000 Cr 1000', '1400 Cr 160', '1100 Dr 1160']);
  });

  it('refuses an archived account for a new expense; an expense keeps the archived account it names', async () => {
    const { ledger, chart, id, send, created } = await business();
    const expense = await created({ ledger_account_id: id('6500') });
    await ledger.inject('PUT', `/ledger_accounts/${chart.get('6500')!.id}`, {
      ledger_account: { archived: true },
    });
    const refused = await send({ ledger_account_id: id('6500') });
    expect([refused.statusCode, refused.json().details]).toEqual([
      422,
      { ledger_account_id: ['Choose an expense account'] },
    ]);
    const kept = await send(
      { ledger_account_id: id('6500'), description: 'Taxi' },
      { method: 'PUT', url: `/api/expenses/${expense.id}` },
    );
    expect(kept.statusCode).toBe(200);
  });

  it('posts each copy of a recurring expense at its own date', async () => {
    const { ledger, id, created } = await business();
    await created({ dated: '2026-09-10', recurrence: 'Monthly', paid_from_account_id: id('1300') });
    expect(await jobRunner(database.db, recordingMailer().mailer)('2026-11-20T12:00:00Z')).toEqual({
      produced: 2,
      ran: 2,
    });
    const entries = await ledger.entries();
    expect(entries.map((e) => e.date)).toEqual(['2026-11-10', '2026-10-10', '2026-09-10']);
    expect(entries.map(describeEntry)).toEqual(
      Array(3).fill(['6000 Dr 1000', '1400 Dr 160', '1300 Cr 1160']),
    );
  });
});
