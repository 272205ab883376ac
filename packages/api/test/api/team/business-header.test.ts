import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { snapshotAccount } from '../../fuzz/snapshot.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { addMember } from '../../support/team-helpers.ts';

let database: Database;
let app: OwnersApp;
let uploads: string;

beforeAll(async () => {
  database = await testDatabase();
  uploads = await mkdtemp(join(tmpdir(), 'daftari-tenancy-'));
  app = await testApp(database, { dataDir: uploads });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe(`X-Account-Id on ${backend}`, () => {
  it('a member of A naming business B gets 404 on reads and writes, and B is unchanged', async () => {
    const ownerA = await signUp(app, { business_name: 'A Ltd' });
    const ownerB = await signUp(app, { business_name: 'B Ltd' });
    const member = await addMember(app, ownerA.token, 'accountant');
    const bId = String(ownerB.data.account.id);
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: bearer(ownerB.token),
      payload: { contact: { first_name: 'Bahati', last_name: 'Customer' } },
    });
    expect(contact.statusCode).toBe(201);
    const before = await snapshotAccount(database.db, ownerB.data.account.id, uploads);
    const asB = { ...bearer(member.token), 'x-account-id': bId };
    const requests = [
      { method: 'GET', url: '/api/contacts' },
      { method: 'GET', url: `/api/contacts/${contact.json().data.id}` },
      { method: 'GET', url: '/api/account' },
      { method: 'GET', url: '/api/users/current' },
      { method: 'POST', url: '/api/contacts', payload: { contact: { first_name: 'Intruder' } } },
      { method: 'PUT', url: '/api/account', payload: { account: { name: 'Taken over' } } },
      { method: 'DELETE', url: '/api/sessions' },
    ] as const;
    for (const request of requests) {
      const response = await app.inject({ ...request, headers: asB });
      expect({ ...request, status: response.statusCode }).toEqual({ ...request, status: 404 });
    }
    for (const bad of ['0', '-1', 'abc', '99999999999', `${bId},${bId}`]) {
      const response = await app.inject({
        url: '/api/users/current',
        headers: { ...bearer(member.token), 'x-account-id': bad },
      });
      expect(response.statusCode).toBe(404);
    }
    const signedOut = await app.inject({ url: '/api/contacts', headers: { 'x-account-id': 'abc' } });
    expect(signedOut.statusCode).toBe(401);
    expect(await snapshotAccount(database.db, ownerB.data.account.id, uploads)).toEqual(before);
    // Its own business by the header works, and B's owner keeps working in B.
    const own = await app.inject({
      url: '/api/contacts',
      headers: { ...bearer(member.token), 'x-account-id': String(ownerA.data.account.id) },
    });
    expect(own.statusCode).toBe(200);
    const list = await app.inject({
      url: '/api/contacts',
      headers: { ...bearer(ownerB.token), 'x-account-id': bId },
    });
    expect(list.json().data.map((one: { id: number }) => one.id)).toEqual([contact.json().data.id]);
  });
});
