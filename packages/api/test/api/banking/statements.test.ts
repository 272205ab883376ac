import { moneyAccountSchema, statementLineSchema, statementSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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

const accountsEnvelope = z.object({ data: z.array(moneyAccountSchema) });
const statementEnvelope = z.object({ data: statementSchema });
const linesEnvelope = z.object({
  data: z.array(statementLineSchema),
  meta: z.object({ total_count: z.number() }),
  summary: z.object({
    unmatched: z.number(),
    suggested: z.number(),
    matched: z.number(),
    excluded: z.number(),
  }),
});

const march = [
  'Transaction Date,Narrative,Reference,Debit,Credit,Running Balance',
  '01/03/2026,Opening Balance,,,,"10,000.00"',
  '02/03/2026,KPLC PREPAID 5432,FT1,"1,500.00",,"8,500.00"',
  '03/03/2026,INV-0012 ACME LTD,FT2,,"25,000.00","33,500.00"',
].join('\n');
// The next statement overlaps March's last line.
const april = [
  'Transaction Date,Narrative,Reference,Debit,Credit,Running Balance',
  '03/03/2026,INV-0012 ACME LTD,FT2,,"25,000.00","33,500.00"',
  '02/04/2026,SAFARICOM POSTPAID,FT3,"2,000.00",,"31,500.00"',
].join('\n');

function upload(
  token: string,
  id: number,
  file: string | Buffer,
  fields: Record<string, string> = {},
  query = '',
) {
  const body = multipartBody([
    { name: 'file', content: file, filename: 'statement.csv' },
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/bank_accounts/${id}/statements${query}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

async function moneyAccounts(token: string) {
  const response = await app.inject({ url: '/api/bank_accounts', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return accountsEnvelope.parse(response.json()).data;
}

async function bankAccount(token: string) {
  return (await moneyAccounts(token)).find((account) => account.number === '1100')!;
}

async function lines(token: string, query = '') {
  const response = await app.inject({ url: `/api/bank_lines${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return linesEnvelope.parse(response.json());
}

describe(`money accounts on ${backend}`, () => {
  it('starts with cash, bank, M-Pesa and Paystack clearing, and adds a till numbered from 1320', async () => {
    const { token } = await signUp(app);
    const starting = await moneyAccounts(token);
    expect(starting.map((account) => [account.number, account.kind])).toEqual([
      ['1000', 'cash'],
      ['1100', 'bank'],
      ['1300', 'mpesa'],
      ['1310', 'paystack'],
    ]);
    expect(starting[1]).toMatchObject({
      ledger_balance: 0,
      statement_balance: null,
      unmatched_count: 0,
      currency: 'KES',
    });
    const created = await app.inject({
      method: 'POST',
      url: '/api/bank_accounts',
      headers: bearer(token),
      payload: { bank_account: { name: 'Till 552211', kind: 'mpesa', institution: 'Safaricom' } },
    });
    expect(created.statusCode).toBe(201);
    const till = moneyAccountSchema.parse(created.json().data);
    expect(till).toMatchObject({
      number: '1320',
      kind: 'mpesa',
      institution: 'Safaricom',
      name: 'Till 552211',
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/bank_accounts',
      headers: bearer(token),
      payload: { bank_account: { name: 'KCB', kind: 'bank' } },
    });
    expect(second.json().data.number).toBe('1110');
    const taken = await app.inject({
      method: 'POST',
      url: '/api/bank_accounts',
      headers: bearer(token),
      payload: { bank_account: { name: 'Another', kind: 'bank', number: '1110' } },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().details.number).toEqual(['Number 1110 is already taken']);
    // PUT changes what it is sent and keeps the rest.
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/bank_accounts/${till.ledger_account_id}`,
      headers: bearer(token),
      payload: { bank_account: { name: 'Shop till' } },
    });
    expect(renamed.json().data).toMatchObject({ name: 'Shop till', institution: 'Safaricom', kind: 'mpesa' });
    const sales = (await app.inject({ url: '/api/ledger_accounts', headers: bearer(token) }))
      .json()
      .data.find((account: { number: string }) => account.number === '4000');
    const notMoney = await app.inject({
      method: 'PUT',
      url: `/api/bank_accounts/${sales.id}`,
      headers: bearer(token),
      payload: { bank_account: { name: 'x' } },
    });
    expect(notMoney.statusCode).toBe(404);
  });
});

describe(`statements on ${backend}`, () => {
  it('previews a file without storing it, then imports it and an overlapping one without duplicates', async () => {
    const { token } = await signUp(app);
    const bank = await bankAccount(token);
    const dry = await upload(token, bank.ledger_account_id, march, { dry_run: 'true' });
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      data: { format: 'csv', lines_total: 2, lines_new: 2, opening_balance: 10000, closing_balance: 33500 },
      mapping: { date: 'Transaction Date', paid_in: 'Credit', withdrawn: 'Debit', date_format: 'dd/MM/yyyy' },
    });
    expect(dry.json().preview).toHaveLength(2);
    expect((await lines(token)).meta.total_count).toBe(0);

    const first = await upload(token, bank.ledger_account_id, march);
    expect(first.statusCode).toBe(201);
    expect(statementEnvelope.parse(first.json()).data).toMatchObject({
      period_from: '2026-03-02',
      period_to: '2026-03-03',
      lines_total: 2,
      lines_new: 2,
      lines_duplicate: 0,
    });
    const second = await upload(token, bank.ledger_account_id, april);
    expect(second.json().data).toMatchObject({ lines_total: 2, lines_new: 1, lines_duplicate: 1 });
    const again = await upload(token, bank.ledger_account_id, april, { dry_run: 'true' });
    expect(again.json().data).toMatchObject({ lines_new: 0, lines_duplicate: 2 });

    const all = await lines(token, `?ledger_account_id=${bank.ledger_account_id}`);
    expect(all.data.map((line) => [line.date, line.amount, line.reference, line.status])).toEqual([
      ['2026-04-02', -2000, 'FT3', 'unmatched'],
      ['2026-03-03', 25000, 'FT2', 'unmatched'],
      ['2026-03-02', -1500, 'FT1', 'unmatched'],
    ]);
    expect(all.summary).toEqual({ unmatched: 3, suggested: 0, matched: 0, excluded: 0 });
    expect((await lines(token, '?search=kplc')).data.map((line) => line.reference)).toEqual(['FT1']);
    expect((await lines(token, '?from=2026-03-03&to=2026-03-31')).meta.total_count).toBe(1);

    const account = await bankAccount(token);
    expect(account).toMatchObject({
      statement_balance: 31500,
      statement_date: '2026-04-02',
      unmatched_count: 3,
    });
    expect(account.last_import_at).not.toBeNull();

    const listed = await app.inject({
      url: `/api/bank_accounts/${bank.ledger_account_id}/statements`,
      headers: bearer(token),
    });
    expect(listed.json().data.map((statement: { lines_new: number }) => statement.lines_new)).toEqual([1, 2]);
    expect(listed.json().meta.total_count).toBe(2);
  });

  it('remembers a CSV mapping for the money account and reads the next file with it', async () => {
    const { token } = await signUp(app);
    const bank = await bankAccount(token);
    const odd = 'When,What,Value\n2026-03-02,Rent,-45000\n';
    const mapping = JSON.stringify({ date: 'When', description: 'What', amount: 'Value' });
    expect((await upload(token, bank.ledger_account_id, odd)).statusCode).toBe(422);
    expect((await upload(token, bank.ledger_account_id, odd, { mapping })).statusCode).toBe(201);
    const next = await upload(token, bank.ledger_account_id, 'When,What,Value\n2026-04-02,Rent,-45000\n');
    expect(next.statusCode).toBe(201);
    expect(next.json().data.lines_new).toBe(1);
  });

  it('refuses a broken file with a clear error and stores nothing', async () => {
    const { token } = await signUp(app);
    const bank = await bankAccount(token);
    const broken = march.replace('"33,500.00"', '"33,400.00"');
    const answers = await Promise.all([
      upload(token, bank.ledger_account_id, broken),
      upload(token, bank.ledger_account_id, 'Foo,Bar\n1,2'),
      upload(token, bank.ledger_account_id, 'Date,Details,Amount\n31/02/2026,x,1'),
      upload(
        token,
        bank.ledger_account_id,
        'Date,Details,Amount\n01/02/2026,x,"1,000.00-"\n02/02/2026,y,=cmd|x',
      ),
      upload(token, bank.ledger_account_id, march, { format: 'ofx' }),
      upload(token, bank.ledger_account_id, march, { mapping: '{not json' }),
      upload(token, bank.ledger_account_id, Buffer.from('%PDF-1.7\n')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([422, 422, 422, 422, 422, 422, 422]);
    expect(answers[0]!.json().error).toMatch(/^Line 4: the balance 33400\.00 does not follow/);
    expect(answers[1]!.json().details.mapping).toEqual(['Headers found: Foo, Bar']);
    expect(answers[1]!.json().details.headers).toEqual(['Foo', 'Bar']);
    expect(answers[2]!.json().error).toMatch(/^Line 2: "31\/02\/2026" is not a date/);
    expect(answers[3]!.json().error).toBe('Line 3: the amount "=cmd|x" is not an amount');
    expect((await lines(token)).meta.total_count).toBe(0);
    const tooLarge = await upload(token, bank.ledger_account_id, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(tooLarge.statusCode).toBe(413);
    const noFile = await app.inject({
      method: 'POST',
      url: `/api/bank_accounts/${bank.ledger_account_id}/statements`,
      headers: bearer(token),
      payload: { file: 'x' },
    });
    expect(noFile.statusCode).toBe(415);
  });

  it('never shows or takes another business’s account, statement or lines', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const bank = await bankAccount(owner.token);
    const imported = await upload(owner.token, bank.ledger_account_id, march);
    const statementId = imported.json().data.id;
    expect((await upload(other.token, bank.ledger_account_id, march)).statusCode).toBe(404);
    const listed = await app.inject({
      url: `/api/bank_accounts/${bank.ledger_account_id}/statements`,
      headers: bearer(other.token),
    });
    expect(listed.statusCode).toBe(404);
    expect((await lines(other.token)).meta.total_count).toBe(0);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/statements/${statementId}`,
      headers: bearer(other.token),
    });
    expect(deleted.statusCode).toBe(404);
    expect((await lines(owner.token)).meta.total_count).toBe(2);
    const own = await app.inject({
      method: 'DELETE',
      url: `/api/statements/${statementId}`,
      headers: bearer(owner.token),
    });
    expect(own.statusCode).toBe(204);
    expect((await lines(owner.token)).meta.total_count).toBe(0);
  });

  it('imports two statements into one account at once without a duplicate line', async () => {
    const { token } = await signUp(app);
    const bank = await bankAccount(token);
    const [a, b] = await Promise.all([
      upload(token, bank.ledger_account_id, march),
      upload(token, bank.ledger_account_id, march),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect([a.json().data.lines_new, b.json().data.lines_new].sort()).toEqual([0, 2]);
    expect((await lines(token)).meta.total_count).toBe(2);
  });
});
