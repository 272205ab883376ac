import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import {
  backend,
  bearer,
  PASSWORD,
  signUp,
  testApp,
  testDatabase,
  tokenOf,
  uniqueEmail,
} from '../../support/helpers.ts';

// api-contract.md "Conventions" and "Accounts and sessions": the routes, names and statuses as written.
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

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const get = (url: string, token: string) => app.inject({ url: `/api${url}`, headers: bearer(token) });

describe(`api-contract conventions, on ${backend}`, () => {
  it('401 without a token, 404 for an unknown id, {error} bodies, 400 for malformed JSON', async () => {
    const unauthenticated = await app.inject({ url: '/api/contacts' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toEqual({ error: expect.any(String) });
    const { token } = await signUp(app);
    const missing = await get('/contacts/999999999', token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: expect.any(String) });
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"contact":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: expect.any(String) });
  });

  it("another account's record is a 404, never a 403", async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const made = await post('/contacts', { contact: { company_name: 'Mine' } }, bearer(owner.token));
    const id = (made.json() as { data: { id: number } }).data.id;
    expect((await get(`/contacts/${id}`, stranger.token)).statusCode).toBe(404);
  });
});

describe(`api-contract accounts and sessions, on ${backend}`, () => {
  it('POST /signup: 201, Authorization: Bearer, {data: user}; a short password and a taken email are 422', async () => {
    const email = uniqueEmail();
    const user = { email, password: PASSWORD, name: 'Amina', business_name: 'Amina Bakery' };
    const created = await post('/signup', { user });
    expect(created.statusCode).toBe(201);
    expect(tokenOf(created.headers.authorization)).toEqual(expect.any(String));
    expect(created.json().data).toMatchObject({ id: expect.any(Number), email, name: 'Amina' });
    expect(created.json().data.account).toMatchObject({ name: 'Amina Bakery', currency: 'KES' });

    const short = await post('/signup', { user: { ...user, email: uniqueEmail(), password: 'short12' } });
    expect(short.statusCode).toBe(422);
    const taken = await post('/signup', { user });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().error).toBe('Email has already been taken');
  });

  it('POST /login takes {user:{email, password}} or {email, password}; wrong credentials: 401 as written', async () => {
    const { email } = await signUp(app);
    for (const body of [{ user: { email, password: PASSWORD } }, { email, password: PASSWORD }]) {
      const answer = await post('/login', body);
      expect(answer.statusCode).toBe(200);
      expect(tokenOf(answer.headers.authorization)).toEqual(expect.any(String));
      expect(answer.json().data).toMatchObject({ email });
    }
    const wrong = await post('/login', { user: { email, password: 'not the password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password' });
  });

  it('GET /users/current answers {id, email, name, account:{id, name, currency, has_contacts, has_invoices}}', async () => {
    const { token, email } = await signUp(app);
    const answer = await get('/users/current', token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: expect.any(Number),
      email,
      name: expect.any(String),
      account: {
        id: expect.any(Number),
        name: expect.any(String),
        currency: 'KES',
        has_contacts: false,
        has_invoices: false,
      },
    });
  });

  it('DELETE /logout: 204, and the token no longer works', async () => {
    const { token } = await signUp(app);
    const out = await app.inject({ method: 'DELETE', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect((await get('/users/current', token)).statusCode).toBe(401);
  });

  it('GET /account and PUT /account {account:{...}} answer {data: account}', async () => {
    const { token } = await signUp(app);
    const read = await get('/account', token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      currency: 'KES',
    });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(token),
      payload: { account: { city: 'Kisumu' } },
    });
    expect(put.statusCode).toBe(200);
    const before = read.json().data;
    expect(put.json().data).toMatchObject({
      ...before,
      city: 'Kisumu',
      address: { ...before.address, city: 'Kisumu' },
    });
  });
});
