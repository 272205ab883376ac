import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bankCsv, bankingBusiness, portal } from '../../support/banking-helpers.ts';
import { expectStatementLinesAgree } from '../../support/banking-invariants.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';

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

async function withLines() {
  const business = await bankingBusiness(app);
  const mpesa = await business.accountId('1300');
  await business.upload(
    mpesa,
    portal([
      { receipt: 'SC4', day: '06-03-2026', details: 'Business Payment to 0722 - OWNER', amount: -3000 },
      { receipt: 'SC3', day: '05-03-2026', details: 'Funds received from WALK-IN', amount: 580 },
      { receipt: 'SC2', day: '04-03-2026', details: 'Pay Bill to 888880 - KPLC PREPAID', amount: -1160 },
      { receipt: 'SC1', day: '01-03-2026', details: 'Funds received', amount: 10000 },
    ]),
  );
  const create = (id: number, body: object) =>
    business.client.inject('POST', `/bank_lines/${id}/create`, body);
  return { ...business, mpesa, create };
}

describe(`booking a line by hand on ${backend}`, () => {
  it('books money out as an expense with its VAT, and money in as income; unmatching reverses each', async () => {
    const business = await withLines();
    const kplc = await business.lineByReference('SC2');
    const utilities = await business.accountId('6200');
    const booked = await business.create(kplc.id, {
      kind: 'expense',
      ledger_account_id: utilities,
      vat: 'Standard',
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const entries = await business.journal('bank_line');
    expect(booked.json().data).toMatchObject({
      status: 'matched',
      match: { kind: 'expense', ids: [String(entries[0]!.id)], auto: false },
    });
    expect(await business.balanceOf('6200')).toBe(1000);
    expect(await business.balanceOf('1400')).toBe(160);
    expect(await business.balanceOf('1300')).toBe(-1160);

    const contact = await business.client.contact({ first_name: 'Walk-in' });
    const sale = await business.lineByReference('SC3');
    const income = await business.create(sale.id, {
      kind: 'income',
      ledger_account_id: await business.accountId('4900'),
      contact_id: contact,
      vat: 'Standard',
      description: 'Counter sale',
    });
    expect(income.statusCode, income.body).toBe(201);
    expect(await business.balanceOf('4900')).toBe(500);
    expect(await business.balanceOf('2100')).toBe(80);

    // Booked already: 409; unmatched, the entry is reversed and the line can be booked again.
    expect(
      (await business.create(kplc.id, { kind: 'expense', ledger_account_id: utilities })).statusCode,
    ).toBe(409);
    const unmatched = await business.client.inject('POST', `/bank_lines/${kplc.id}/unmatch`);
    expect(unmatched.json().data).toMatchObject({ status: 'unmatched', match: null });
    expect(await business.balanceOf('6200')).toBe(0);
    expect(await business.balanceOf('1400')).toBe(0);
    const again = await business.create(kplc.id, {
      kind: 'expense',
      ledger_account_id: utilities,
      vat: 'Exempt',
    });
    expect(again.statusCode).toBe(201);
    expect(await business.balanceOf('6200')).toBe(1160);
  });

  it('refuses an account that does not fit, another business’s contact, a locked day and a reconciled line', async () => {
    const business = await withLines();
    const kplc = await business.lineByReference('SC2');
    const refused = async (body: object, field: string) => {
      const response = await business.create(kplc.id, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().details).toHaveProperty([field]);
    };
    await refused(
      { kind: 'expense', ledger_account_id: await business.accountId('4000') },
      'ledger_account_id',
    );
    await refused(
      { kind: 'income', ledger_account_id: await business.accountId('6200') },
      'ledger_account_id',
    );
    await refused({ kind: 'transfer', ledger_account_id: business.mpesa }, 'ledger_account_id');
    await refused(
      { kind: 'transfer', ledger_account_id: await business.accountId('6200') },
      'ledger_account_id',
    );
    await refused(
      { kind: 'expense', ledger_account_id: await business.accountId('6200'), contact_id: 999999 },
      'contact_id',
    );
    const bad = await business.create(kplc.id, { kind: 'gift', ledger_account_id: 5, vat: 'Half' });
    expect(bad.statusCode).toBe(422);
    expect((await business.create(2147483647, { kind: 'expense', ledger_account_id: 1 })).statusCode).toBe(
      404,
    );

    await business.client.ok(
      business.client.inject('PUT', '/account', { account: { lock_date: '2026-03-04' } }),
    );
    const locked = await business.create(kplc.id, {
      kind: 'expense',
      ledger_account_id: await business.accountId('6200'),
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().error).toMatch(/locked/);
    await business.client.ok(business.client.inject('PUT', '/account', { account: { lock_date: null } }));
    expect(await business.journal('bank_line')).toEqual([]);

    // A line of a done reconciliation cannot be booked nor unmatched.
    const first = await business.lineByReference('SC1');
    await business.create(first.id, { kind: 'income', ledger_account_id: await business.accountId('4900') });
    const reconciliation = await business.client.ok<{ id: number }>(
      business.client.inject('POST', `/bank_accounts/${business.mpesa}/reconciliations`, {
        statement_date: '2026-03-01',
        statement_balance: 10000,
      }),
      201,
    );
    await business.client.ok(
      business.client.inject('POST', `/reconciliations/${reconciliation.id}/complete`),
    );
    expect((await business.client.inject('POST', `/bank_lines/${first.id}/unmatch`)).statusCode).toBe(422);
  });

  it('books a transfer between two money accounts and matches the other side, there already or imported later', async () => {
    const business = await withLines();
    const bank = await business.accountId('1100');
    await business.upload(
      bank,
      bankCsv([{ date: '03/03/2026', description: 'MPESA B2C TRANSFER', amount: -500 }]),
      'bank.csv',
    );
    const owner = await business.lineByReference('SC4');
    const transfer = await business.create(owner.id, { kind: 'transfer', ledger_account_id: bank });
    expect(transfer.statusCode, transfer.body).toBe(201);
    expect(await business.balanceOf('1100')).toBe(3000);
    // The bank's statement with the deposit comes later: its line meets the transfer, posting nothing more.
    await business.upload(
      bank,
      bankCsv([{ date: '07/03/2026', description: 'MPESA TO BANK DEPOSIT', amount: 3000 }]),
      'bank-2.csv',
    );
    const deposit = (
      (await business.lines(`?ledger_account_id=${bank}`)).data as {
        amount: number;
        match: unknown;
        id: number;
      }[]
    ).find((row) => row.amount === 3000)!;
    const [entry] = await business.journal('bank_line');
    expect(deposit.match).toMatchObject({ kind: 'transfer', ids: [String(entry!.id)], auto: true });
    expect(await business.balanceOf('1100')).toBe(3000);

    // The other way round: the bank line is there first, the M-Pesa deposit booked as the transfer meets it.
    const withdrawal = (
      (await business.lines(`?ledger_account_id=${bank}`)).data as { amount: number; id: number }[]
    ).find((row) => row.amount === -500)!;
    await business.upload(
      business.mpesa,
      portal([{ receipt: 'SC9', day: '04-03-2026', details: 'Funds received from BANK', amount: 500 }], 5420),
    );
    const received = await business.lineByReference('SC9');
    expect(
      (await business.create(received.id, { kind: 'transfer', ledger_account_id: bank })).statusCode,
    ).toBe(201);
    const met = (
      (await business.lines(`?ledger_account_id=${bank}`)).data as { id: number; status: string }[]
    ).find((row) => row.id === withdrawal.id)!;
    expect(met.status).toBe('matched');

    // Unmatching the transfer reverses it and lets the other side go.
    await business.client.ok(business.client.inject('POST', `/bank_lines/${owner.id}/unmatch`));
    expect(await business.balanceOf('1100')).toBe(-500);
    const released = (
      (await business.lines(`?ledger_account_id=${bank}`)).data as { id: number; status: string }[]
    ).find((row) => row.id === deposit.id)!;
    expect(released.status).toBe('unmatched');
  });

  it('books two transfers each way between two accounts at once', async () => {
    const business = await withLines();
    const bank = await business.accountId('1100');
    await business.upload(
      bank,
      bankCsv([{ date: '10/03/2026', description: 'TO MPESA', amount: -300 }]),
      'bank.csv',
    );
    const out = await business.lineByReference('SC4');
    const fromBank = ((await business.lines(`?ledger_account_id=${bank}`)).data as { id: number }[])[0]!;
    const [first, second] = await Promise.all([
      business.create(out.id, { kind: 'transfer', ledger_account_id: bank }),
      business.create(fromBank.id, { kind: 'transfer', ledger_account_id: business.mpesa }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(await business.balanceOf('1100')).toBe(3000 - 300);
  });
});
