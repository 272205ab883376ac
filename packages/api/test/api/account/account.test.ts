import { accountSchema, dataEnvelope } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
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

const accountEnvelope = dataEnvelope(accountSchema);
const getAccount = (token: string) => app.inject({ url: '/api/account', headers: bearer(token) });
const putAccount = (token: string, account: unknown) =>
  app.inject({ method: 'PUT', url: '/api/account', headers: bearer(token), payload: { account } });

describe(`account settings on ${backend}`, () => {
  it('GET /account answers the contract shape, 401 without a token', async () => {
    const { token, data } = await signUp(app, { business_name: 'Kamau Hardware' });
    const response = await getAccount(token);
    expect(response.statusCode).toBe(200);
    const body = accountEnvelope.parse(response.json());
    expect(body.data).toEqual(data.account);
    expect(body.data).toMatchObject({
      name: 'Kamau Hardware',
      currency: 'KES',
      city: null,
      mpesa_paybill: null,
    });
    expect((await app.inject({ url: '/api/account' })).statusCode).toBe(401);
  });

  it('PUT /account changes the given fields, clears emptied ones and ignores unknown ones', async () => {
    const { token, data } = await signUp(app);
    const first = await putAccount(token, {
      name: '  Kamau & Sons ',
      currency: 'ugx',
      city: 'Nakuru',
      phone: '+254 700 000000',
      email: 'Billing@Kamau.co.ke',
      bank_name: 'KCB',
      mpesa_paybill: '522522',
      id: 99999,
      has_contacts: true,
    });
    expect(first.statusCode).toBe(200);
    expect(accountEnvelope.parse(first.json()).data).toEqual({
      ...data.account,
      name: 'Kamau & Sons',
      currency: 'UGX',
      city: 'Nakuru',
      phone: '+254 700 000000',
      email: 'billing@kamau.co.ke',
      bank_name: 'KCB',
      mpesa_paybill: '522522',
      // The same facts under the business-details names.
      address: { ...data.account.address, city: 'Nakuru' },
      bank_details: { ...data.account.bank_details, bank_name: 'KCB' },
      paybill: '522522',
    });
    const second = await putAccount(token, { city: '', phone: null });
    expect(second.json().data).toMatchObject({
      name: 'Kamau & Sons',
      city: null,
      phone: null,
      bank_name: 'KCB',
    });
    expect((await getAccount(token)).json()).toEqual(second.json());
    const current = await app.inject({ url: '/api/users/current', headers: bearer(token) });
    expect(current.json().data.account).toEqual(second.json().data);
  });

  it('PUT /account answers 422 for invalid values and 400 for wrong types, changing nothing', async () => {
    const { token, data } = await signUp(app);
    const invalid = await putAccount(token, {
      name: '',
      currency: 'shillings',
      email: 'nope',
      city: 'Mombasa',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().details).toEqual({
      name: ['Business name is required'],
      currency: ['Currency must be a three-letter ISO 4217 code such as KES'],
      email: ['Email is not a valid email address'],
    });
    const wrongType = await putAccount(token, { city: 7 });
    expect(wrongType.statusCode).toBe(400);
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(token),
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect((await getAccount(token)).json().data).toEqual(data.account);
  });

  it('a user sees and changes only their own account', async () => {
    const a = await signUp(app, { business_name: 'Business A' });
    const b = await signUp(app, { business_name: 'Business B' });
    expect(a.data.account.id).not.toBe(b.data.account.id);
    await putAccount(a.token, { city: 'Kisumu', bank_account_number: '0011223344' });
    await putAccount(b.token, { city: 'Eldoret', id: a.data.account.id });
    const accountA = (await getAccount(a.token)).json().data;
    const accountB = (await getAccount(b.token)).json().data;
    expect(accountA).toMatchObject({ id: a.data.account.id, name: 'Business A', city: 'Kisumu' });
    expect(accountB).toMatchObject({ id: b.data.account.id, name: 'Business B', city: 'Eldoret' });
    expect(accountB.bank_account_number).toBeNull();
    const currentB = (await app.inject({ url: '/api/users/current', headers: bearer(b.token) })).json().data;
    expect(currentB).toMatchObject({ id: b.data.id, email: b.email, account: { id: b.data.account.id } });
  });
});
