import { dataEnvelope, ledgerAccountSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../../src/db/client.ts';
import { createDemoAccountIfEmpty, DEMO_EMAIL } from '../../../src/modules/auth/demo.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';

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

const envelope = dataEnvelope(z.array(ledgerAccountSchema));

describe(`GET /ledger_accounts on ${backend}`, () => {
  it('gives the demo account and every new account the standard chart, ordered by number', async () => {
    const demo = await createDemoAccountIfEmpty(database.db);
    expect(demo?.email).toBe(DEMO_EMAIL);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: DEMO_EMAIL, password: demo!.password },
    });
    const demoToken = String(login.headers.authorization).replace('Bearer ', '');
    const { token } = await signUp(app);
    for (const t of [demoToken, token]) {
      const response = await app.inject({ url: '/api/ledger_accounts', headers: bearer(t) });
      expect(response.statusCode).toBe(200);
      const { data } = envelope.parse(response.json());
      // The standard chart of 24 plus the system accounts the ledger added (1310, 1400 and 2200), M-Pesa's
      // 2300, and 4950 Exchange gain and 6950 Exchange loss (Repairs & Maintenance moved to 6940).
      expect(data).toHaveLength(30);
      expect(data.map((a) => a.full_number)).toEqual([...data.map((a) => a.full_number)].sort());
      expect(data.find((a) => a.full_number === '6000')).toMatchObject({
        name: 'Office Costs',
        full_name: '6000 Office Costs',
        account_type: 'expense',
      });
      expect(data.filter((a) => a.account_type === 'expense')).toHaveLength(14);
      expect(data.find((a) => a.full_number === '3000')?.name).toBe("Owner's equity");
      expect(data.find((a) => a.full_number === '1300')).toMatchObject({
        name: 'M-Pesa',
        account_type: 'asset',
      });
    }
  });

  it("answers only the caller's accounts and needs a token", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const idsA = envelope
      .parse((await app.inject({ url: '/api/ledger_accounts', headers: bearer(a.token) })).json())
      .data.map((x) => x.id);
    const idsB = envelope
      .parse((await app.inject({ url: '/api/ledger_accounts', headers: bearer(b.token) })).json())
      .data.map((x) => x.id);
    expect(idsA.filter((id) => idsB.includes(id))).toEqual([]);
    expect((await app.inject({ url: '/api/ledger_accounts' })).statusCode).toBe(401);
  });
});
