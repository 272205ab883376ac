import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { bankingBusiness, portal } from '../../support/banking-helpers.ts';
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

const kplcRule = (utilities: number, more: object = {}) => ({
  bank_rule: {
    name: 'KPLC to Utilities',
    direction: 'out',
    conditions: [{ field: 'description', op: 'contains', value: 'kplc prepaid' }],
    action: { kind: 'expense', ledger_account_id: utilities, vat: 'Standard' },
    ...more,
  },
});

describe(`rules on ${backend}`, () => {
  it('are created, read, changed and deleted; bad ones answer 422 and another business’s 404', async () => {
    const business = await bankingBusiness(app);
    const { client } = business;
    const utilities = await business.accountId('6200');
    const created = await client.ok<{ id: number; position: number; hits: number }>(
      client.inject('POST', '/bank_rules', kplcRule(utilities)),
      201,
    );
    expect(created).toMatchObject({ ledger_account_id: null, match: 'all', position: 0, hits: 0 });
    const second = await client.ok<{ position: number }>(
      client.inject('POST', '/bank_rules', kplcRule(utilities, { name: 'Second' })),
      201,
    );
    expect(second.position).toBe(1);
    const changed = await client.ok(
      client.inject('PUT', `/bank_rules/${created.id}`, { bank_rule: { name: 'Power', position: 5 } }),
    );
    expect(changed).toMatchObject({ name: 'Power', position: 5, direction: 'out' });
    const list = await client.ok<{ name: string }[]>(client.inject('GET', '/bank_rules'));
    expect(list.map((rule) => rule.name)).toEqual(['Second', 'Power']);
    expect((await client.ok<{ name: string }>(client.inject('GET', `/bank_rules/${created.id}`))).name).toBe(
      'Power',
    );

    const refused = async (body: object, field: string) => {
      const response = await client.inject('POST', '/bank_rules', body);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().details ?? {}).join()).toContain(field);
    };
    await refused(kplcRule(await business.accountId('4000')), 'action.ledger_account_id');
    await refused(kplcRule(utilities, { conditions: [] }), 'conditions');
    await refused(
      kplcRule(utilities, { conditions: [{ field: 'amount', op: 'contains', value: '1' }] }),
      'conditions',
    );
    await refused(
      kplcRule(utilities, { conditions: [{ field: 'amount', op: 'gt', value: 'lots' }] }),
      'conditions',
    );
    await refused(kplcRule(utilities, { ledger_account_id: utilities }), 'ledger_account_id');
    await refused(kplcRule(utilities, { action: { kind: 'transfer' } }), 'action.ledger_account_id');

    const other = await bankingBusiness(app);
    expect((await other.client.inject('GET', `/bank_rules/${created.id}`)).statusCode).toBe(404);
    expect((await other.client.inject('DELETE', `/bank_rules/${created.id}`)).statusCode).toBe(404);
    expect((await other.client.inject('POST', `/bank_rules/${created.id}/apply`)).statusCode).toBe(404);
    expect((await client.inject('DELETE', `/bank_rules/${created.id}`)).statusCode).toBe(204);
    expect((await client.inject('GET', `/bank_rules/${created.id}`)).statusCode).toBe(404);
  });

  it('run on import after charges, first fitting rule acting, and never touch a matched line; apply runs one now', async () => {
    const business = await bankingBusiness(app);
    const { client } = business;
    const mpesa = await business.accountId('1300');
    const utilities = await business.accountId('6200');
    const exclude = await client.ok<{ id: number }>(
      client.inject('POST', '/bank_rules', {
        bank_rule: {
          name: 'Own wallet',
          ledger_account_id: mpesa,
          conditions: [{ field: 'counterparty', op: 'starts_with', value: 'OWNER' }],
          action: { kind: 'exclude' },
        },
      }),
      201,
    );
    const kplc = await client.ok<{ id: number }>(
      client.inject('POST', '/bank_rules', kplcRule(utilities)),
      201,
    );
    // Fits charges too, but charges are fees before any rule runs.
    await client.ok(
      client.inject(
        'POST',
        '/bank_rules',
        kplcRule(await business.accountId('6990'), {
          name: 'Everything out',
          conditions: [{ field: 'amount', op: 'gt', value: '0' }],
        }),
      ),
      201,
    );
    await business.upload(
      mpesa,
      portal([
        { receipt: 'SC4', day: '05-03-2026', details: 'Pay Bill Charge', amount: -10 },
        {
          receipt: 'SC3',
          day: '04-03-2026',
          details: 'Pay Bill to 888880 - KPLC PREPAID',
          amount: -1160,
          party: '888880 - KPLC PREPAID',
        },
        { receipt: 'SC2', day: '03-03-2026', details: 'Funds received', amount: 500, party: 'OWNER SELF' },
        { receipt: 'SC1', day: '02-03-2026', details: 'Funds received', amount: 10000 },
      ]),
    );
    const byRef = async (reference: string) => business.lineByReference(reference);
    expect(await byRef('SC4')).toMatchObject({ status: 'matched', match: { kind: 'fee' } });
    expect(await byRef('SC3')).toMatchObject({ status: 'matched', match: { kind: 'expense', auto: true } });
    expect(await byRef('SC2')).toMatchObject({ status: 'excluded' });
    expect(await byRef('SC1')).toMatchObject({ status: 'unmatched' });
    expect(await business.balanceOf('6200')).toBe(1000);
    expect(await business.balanceOf('6990')).toBe(0);
    const rules = await client.ok<{ id: number; hits: number }[]>(client.inject('GET', '/bank_rules'));
    expect(rules.map((rule) => rule.hits)).toEqual([1, 1, 0]);

    // A new rule applied now takes the open line; applied again it finds nothing; the matched ones stay.
    const sales = await client.ok<{ id: number }>(
      client.inject('POST', '/bank_rules', {
        bank_rule: {
          name: 'Takings',
          direction: 'in',
          conditions: [{ field: 'amount', op: 'equals', value: '10000' }],
          action: { kind: 'income', ledger_account_id: await business.accountId('4900') },
        },
      }),
      201,
    );
    expect(await client.ok(client.inject('POST', `/bank_rules/${sales.id}/apply`))).toEqual({ matched: 1 });
    expect(await client.ok(client.inject('POST', `/bank_rules/${sales.id}/apply`))).toEqual({ matched: 0 });
    expect(await client.ok(client.inject('POST', `/bank_rules/${kplc.id}/apply`))).toEqual({ matched: 0 });
    expect(await business.balanceOf('4900')).toBe(10000);
    expect((await client.ok<{ hits: number }>(client.inject('GET', `/bank_rules/${exclude.id}`))).hits).toBe(
      1,
    );
  });
});
