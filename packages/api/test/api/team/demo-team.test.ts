import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { createDemoAccountIfEmpty } from '../../../src/modules/auth/index.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: OwnersApp;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe(`the demo business's team on ${backend}`, () => {
  it('has an accountant and an invoicer, each signing in with a password of their own', async () => {
    const demo = await createDemoAccountIfEmpty(database.db, null, 'the owner’s password');
    expect(demo?.team.map((member) => member.role)).toEqual(['accountant', 'invoicer']);
    const passwords = new Set([demo!.password, ...demo!.team.map((member) => member.password)]);
    expect(passwords.size).toBe(3);
    for (const member of demo!.team) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { user: { email: member.email, password: member.password } },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().data).toMatchObject({ role: member.role, account: { name: 'Demo Traders Ltd' } });
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { user: { email: member.email, password: demo!.password } },
      });
      expect(wrong.statusCode).toBe(401);
    }
  });
});
