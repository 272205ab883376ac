import { contactSchema, dataEnvelope, NAME_OR_EMAIL_REQUIRED, pagedEnvelope } from '@daftari/contracts';
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

const contactEnvelope = dataEnvelope(contactSchema);
const listEnvelope = pagedEnvelope(contactSchema);

const create = (token: string, contact: unknown) =>
  app.inject({ method: 'POST', url: '/api/contacts', headers: bearer(token), payload: { contact } });
const update = (token: string, id: number | string, contact: unknown) =>
  app.inject({ method: 'PUT', url: `/api/contacts/${id}`, headers: bearer(token), payload: { contact } });
const get = (token: string, id: number | string) =>
  app.inject({ url: `/api/contacts/${id}`, headers: bearer(token) });
const list = (token: string, query: Record<string, string | number> = {}) => {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return app.inject({ url: `/api/contacts?${search}`, headers: bearer(token) });
};

/** Creates the contacts and returns their ids in the same order. */
async function createAll(token: string, contacts: Record<string, unknown>[]): Promise<number[]> {
  const ids: number[] = [];
  for (const contact of contacts) {
    const response = await create(token, contact);
    if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
    ids.push(response.json().data.id);
  }
  return ids;
}

/** The display names of a list answer, in order. */
const names = (body: { data: { full_name: string | null; email: string | null }[] }) =>
  body.data.map((contact) => contact.full_name ?? contact.email ?? '');

const emptyAddress = { street: null, city: null, state: null, postal_code: null, country: null };

describe(`contacts on ${backend}: create, get, update`, () => {
  it('needs a bearer token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/contacts'],
      ['GET', '/api/contacts/1'],
      ['POST', '/api/contacts'],
      ['PUT', '/api/contacts/1'],
      ['POST', '/api/contacts/import'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ error: 'Not authenticated' });
    }
  });

  it('POST /contacts answers 201 with the contract shape; GET /contacts/{id} answers the same', async () => {
    const { token } = await signUp(app);
    const response = await create(token, {
      first_name: '  Wanjiru ',
      last_name: 'Kamau',
      company_name: 'Kamau Hardware',
      email: ' Wanjiru@Kamau.CO.KE ',
      phone: '+254 700 000001',
      billing_address: {
        street: 'Moi Avenue 12',
        city: 'Nairobi',
        state: '',
        postal_code: '00100',
        country: 'Kenya',
      },
      full_name: 'ignored',
      id: 12345,
    });
    expect(response.statusCode).toBe(201);
    const { data } = contactEnvelope.parse(response.json());
    expect(data).toEqual({
      id: expect.any(Number),
      email: 'wanjiru@kamau.co.ke',
      full_name: 'Wanjiru Kamau',
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      company_name: 'Kamau Hardware',
      phone: '+254 700 000001',
      kra_pin: null,
      currency: 'KES',
      billing_address: {
        street: 'Moi Avenue 12',
        city: 'Nairobi',
        state: null,
        postal_code: '00100',
        country: 'Kenya',
      },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    });
    expect(data.id).not.toBe(12345);
    const fetched = await get(token, data.id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({ data });
  });

  it('derives full_name: first and last, either one, else the company, else null', async () => {
    const { token } = await signUp(app);
    const cases: [Record<string, unknown>, string | null][] = [
      [{ first_name: 'Achieng', last_name: 'Otieno', company_name: 'Ziwa Ltd' }, 'Achieng Otieno'],
      [{ first_name: 'Achieng', company_name: 'Ziwa Ltd' }, 'Achieng'],
      [{ last_name: 'Otieno', company_name: 'Ziwa Ltd' }, 'Otieno'],
      [{ company_name: 'Ziwa Ltd', email: 'info@ziwa.co.ke' }, 'Ziwa Ltd'],
      [{ email: 'info@ziwa.co.ke', first_name: ' ' }, null],
    ];
    for (const [input, fullName] of cases) {
      const response = await create(token, input);
      expect(response.statusCode).toBe(201);
      expect(response.json().data.full_name, JSON.stringify(input)).toBe(fullName);
    }
    const minimal = await create(token, { email: 'only@example.com' });
    expect(minimal.json().data).toMatchObject({
      first_name: null,
      phone: null,
      billing_address: emptyAddress,
    });
  });

  it('answers 422 with details per field for invalid contacts and 400 for wrong types', async () => {
    const { token } = await signUp(app);
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { first_name: [NAME_OR_EMAIL_REQUIRED] }],
      [
        { phone: '+254700000000', billing_address: { city: 'Nakuru' } },
        { first_name: [NAME_OR_EMAIL_REQUIRED] },
      ],
      [{ first_name: ' ', last_name: '', company_name: null }, { first_name: [NAME_OR_EMAIL_REQUIRED] }],
      [{ first_name: 'Juma', email: 'not-an-email' }, { email: ['Email is not a valid email address'] }],
      [
        { first_name: 'x'.repeat(101), billing_address: { postal_code: '1'.repeat(21) } },
        {
          first_name: ['First name must be at most 100 characters'],
          'billing_address.postal_code': ['Postal code must be at most 20 characters'],
        },
      ],
    ];
    for (const [contact, details] of cases) {
      const response = await create(token, contact);
      expect(response.statusCode, JSON.stringify(contact)).toBe(422);
      expect(response.json()).toEqual({ error: Object.values(details)[0]![0], details });
    }
    const wrongType = await create(token, { first_name: 7 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details).toEqual({ first_name: ['First name must be text'] });
    const noWrapper = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: bearer(token),
      payload: { first_name: 'Juma' },
    });
    expect(noWrapper.statusCode).toBe(422);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"contact":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(listEnvelope.parse((await list(token)).json()).meta.total_count).toBe(0);
  });

  it('PUT /contacts/{id} changes the fields sent, keeps the others, merges the address by field', async () => {
    const { token } = await signUp(app);
    const [id] = await createAll(token, [
      {
        first_name: 'Peter',
        last_name: 'Mwangi',
        company_name: 'Mwangi Traders',
        email: 'peter@mwangi.co.ke',
        phone: '0722000000',
        billing_address: {
          street: 'Kenyatta Ave',
          city: 'Nakuru',
          state: 'Nakuru',
          postal_code: '20100',
          country: 'Kenya',
        },
      },
    ]);
    const before = (await get(token, id!)).json().data;
    const response = await update(token, id!, {
      company_name: 'Mwangi & Sons',
      email: 'Accounts@Mwangi.co.ke',
      billing_address: { city: 'Naivasha', state: '' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = contactEnvelope.parse(response.json());
    expect(data).toEqual({
      ...before,
      email: 'accounts@mwangi.co.ke',
      company_name: 'Mwangi & Sons',
      billing_address: { ...before.billing_address, city: 'Naivasha', state: null },
    });
    expect((await get(token, id!)).json().data).toEqual(data);

    // The names cleared: full_name is derived again, from the company.
    const renamed = await update(token, id!, { first_name: null, last_name: '' });
    expect(renamed.json().data).toMatchObject({
      full_name: 'Mwangi & Sons',
      first_name: null,
      last_name: null,
    });
    const cleared = await update(token, id!, { billing_address: null });
    expect(cleared.json().data).toEqual({ ...renamed.json().data, billing_address: emptyAddress });
    const unchanged = contactEnvelope.parse(cleared.json()).data;

    // After the merge the contact still needs a name or an e-mail address.
    const nameless = await update(token, id!, { company_name: null, email: null });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().details).toEqual({ first_name: [NAME_OR_EMAIL_REQUIRED] });
    expect((await get(token, id!)).json().data).toEqual(unchanged);

    const invalid = await update(token, id!, { email: 'broken' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().details).toEqual({ email: ['Email is not a valid email address'] });
    expect((await get(token, id!)).json().data).toEqual(unchanged);
  });

  it('answers 404 "Contact not found" for unknown, malformed and out-of-range ids', async () => {
    const { token } = await signUp(app);
    for (const id of ['999999', 'abc', '1.5', '-1', '0', '99999999999', '1e3', '%20']) {
      for (const response of [await get(token, id), await update(token, id, { first_name: 'X' })]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ error: 'Contact not found' });
      }
    }
  });

  it('has_contacts on GET /users/current turns true with the first contact', async () => {
    const { token, data } = await signUp(app);
    expect(data.account.has_contacts).toBe(false);
    await createAll(token, [{ first_name: 'Grace' }]);
    const current = await app.inject({ url: '/api/users/current', headers: bearer(token) });
    expect(current.json().data.account.has_contacts).toBe(true);
    expect((await app.inject({ url: '/api/account', headers: bearer(token) })).json().data.has_contacts).toBe(
      true,
    );
  });
});

describe(`contacts on ${backend}: list, search, letter, pages`, () => {
  let token: string;
  const people = [
    { first_name: 'bob', last_name: 'Otieno', email: 'bob@otieno.me' },
    { first_name: 'Alice', last_name: 'Wanjiku', company_name: 'Safari Tours' },
    { email: 'zed@example.com' },
    { company_name: 'Apex Hardware', email: 'sales@apex.co.ke' },
    {
      first_name: 'Brian',
      last_name: 'Kamau',
      email: 'brian@kamau.co.ke',
      company_name: 'Kamau 50%_Off Stores',
    },
    { first_name: 'Carol', email: 'carol@100percent.africa', company_name: 'Back\\Slash Ltd' },
    { first_name: 'Émile', last_name: 'Ndungu' },
  ];
  beforeAll(async () => {
    ({ token } = await signUp(app));
    await createAll(token, people);
  });

  it('orders by display name (case-insensitive) then id and answers the paged contract shape', async () => {
    const response = await list(token);
    expect(response.statusCode).toBe(200);
    const body = listEnvelope.parse(response.json());
    expect(names(body)).toEqual([
      'Alice Wanjiku',
      'Apex Hardware',
      'bob Otieno',
      'Brian Kamau',
      'Carol',
      'zed@example.com',
      'Émile Ndungu',
    ]);
    expect(body.meta).toEqual({ total_count: 7, current_page: 1, total_pages: 1, per_page: 10 });
  });

  it('searches name, e-mail and company: substring, any case, trimmed', async () => {
    const cases: [string, string[]][] = [
      ['ALICE', ['Alice Wanjiku']],
      ['anjik', ['Alice Wanjiku']],
      ['alice wanjiku', ['Alice Wanjiku']],
      ['  otieno ', ['bob Otieno']],
      ['SAFARI', ['Alice Wanjiku']],
      ['@apex.co', ['Apex Hardware']],
      ['hardware', ['Apex Hardware']],
      ['zed@', ['zed@example.com']],
      ['kamau', ['Brian Kamau']],
      ['b', ['bob Otieno', 'Brian Kamau', 'Carol']],
      ['nothing like this', []],
    ];
    for (const [search, expected] of cases) {
      const body = listEnvelope.parse((await list(token, { search })).json());
      expect(names(body), search).toEqual(expected);
      expect(body.meta.total_count, search).toBe(expected.length);
    }
  });

  it('treats %, _ and \\ in a search as literal characters', async () => {
    const cases: [string, string[]][] = [
      ['%', ['Brian Kamau']],
      ['50%_off', ['Brian Kamau']],
      ['_', ['Brian Kamau']],
      ['a_i', []],
      ['c%l', []],
      ['\\', ['Carol']],
      ['back\\slash', ['Carol']],
    ];
    for (const [search, expected] of cases) {
      const body = listEnvelope.parse((await list(token, { search })).json());
      expect(names(body), search).toEqual(expected);
      expect(body.meta.total_count, search).toBe(expected.length);
    }
  });

  it('filters by the first letter of the display name, any case; combines with search', async () => {
    const cases: [Record<string, string>, string[]][] = [
      [{ letter: 'a' }, ['Alice Wanjiku', 'Apex Hardware']],
      [{ letter: 'B' }, ['bob Otieno', 'Brian Kamau']],
      [{ letter: 'z' }, ['zed@example.com']],
      [{ letter: 'q' }, []],
      [{ letter: '' }, names(listEnvelope.parse((await list(token)).json()))],
      [{ letter: 'b', search: 'kamau' }, ['Brian Kamau']],
      [{ letter: 'a', search: 'kamau' }, []],
    ];
    for (const [query, expected] of cases) {
      const body = listEnvelope.parse((await list(token, query)).json());
      expect(names(body), JSON.stringify(query)).toEqual(expected);
      expect(body.meta.total_count, JSON.stringify(query)).toBe(expected.length);
    }
  });

  it('answers 422 for invalid page, per_page and letter values', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ per_page: 0 }, 'per_page'],
      [{ per_page: 101 }, 'per_page'],
      [{ per_page: 'ten' }, 'per_page'],
      [{ per_page: 2.5 }, 'per_page'],
      [{ page: 0 }, 'page'],
      [{ page: -3 }, 'page'],
      [{ page: 'last' }, 'page'],
      [{ letter: '1' }, 'letter'],
      [{ letter: 'ab' }, 'letter'],
      [{ search: 'x'.repeat(201) }, 'search'],
    ];
    for (const [query, field] of cases) {
      const response = await list(token, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(Object.keys(response.json().details), JSON.stringify(query)).toEqual([field]);
    }
    for (const perPage of [1, 100]) expect((await list(token, { per_page: perPage })).statusCode).toBe(200);
  });

  it('pages with exact meta; a page past the end is empty with the real totals', async () => {
    const { token: own } = await signUp(app);
    // Equal names: the id breaks the tie, so pages never overlap or skip.
    await createAll(
      own,
      Array.from({ length: 23 }, (_, i) => ({ first_name: i % 2 ? 'Same' : 'Name', last_name: 'Twin' })),
    );
    const seen: number[] = [];
    for (const page of [1, 2, 3]) {
      const body = listEnvelope.parse((await list(own, { page, per_page: 10 })).json());
      expect(body.meta).toEqual({ total_count: 23, current_page: page, total_pages: 3, per_page: 10 });
      expect(body.data).toHaveLength(page === 3 ? 3 : 10);
      seen.push(...body.data.map((contact) => contact.id));
    }
    expect(new Set(seen).size).toBe(23);
    const all = listEnvelope.parse((await list(own, { per_page: 100 })).json());
    expect(all.data.map((contact) => contact.id)).toEqual(seen);
    expect(names(all)).toEqual([...Array(12).fill('Name Twin'), ...Array(11).fill('Same Twin')]);

    // Every page size walks the same order (back-half pages are read from the end of the index).
    for (const perPage of [1, 3, 7, 10, 22, 23, 25]) {
      const ids: number[] = [];
      for (let page = 1; page <= Math.ceil(23 / perPage); page++) {
        const body = listEnvelope.parse((await list(own, { page, per_page: perPage })).json());
        expect(body.meta.total_pages).toBe(Math.ceil(23 / perPage));
        ids.push(...body.data.map((contact) => contact.id));
      }
      expect(ids, `per_page ${perPage}`).toEqual(seen);
    }
    for (const [page, expected] of [
      [2, seen.slice(16, 20)],
      [3, seen.slice(20, 23)],
    ] as const) {
      const twins = listEnvelope.parse((await list(own, { letter: 's', page, per_page: 4 })).json());
      expect(twins.data.map((contact) => contact.id)).toEqual(expected);
      expect(twins.meta).toEqual({ total_count: 11, current_page: page, total_pages: 3, per_page: 4 });
    }

    const past = await list(own, { page: 9, per_page: 10 });
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({
      data: [],
      meta: { total_count: 23, current_page: 9, total_pages: 3, per_page: 10 },
    });
    const empty = await list(own, { search: 'nobody' });
    expect(empty.json()).toEqual({
      data: [],
      meta: { total_count: 0, current_page: 1, total_pages: 0, per_page: 10 },
    });
  });

  it('keeps the totals right when an update moves a contact to another letter', async () => {
    const { token: own } = await signUp(app);
    const [id] = await createAll(own, [
      { first_name: 'Mary' },
      { first_name: 'Moses' },
      { company_name: 'Nyota' },
    ]);
    const total = async (query: Record<string, string> = {}) =>
      listEnvelope.parse((await list(own, query)).json()).meta.total_count;
    expect([await total(), await total({ letter: 'm' }), await total({ letter: 'n' })]).toEqual([3, 2, 1]);
    await update(own, id!, { first_name: 'Njeri' });
    expect([await total(), await total({ letter: 'm' }), await total({ letter: 'n' })]).toEqual([3, 1, 2]);
    expect(names(listEnvelope.parse((await list(own, { letter: 'N' })).json()))).toEqual(['Njeri', 'Nyota']);
  });
});

describe(`contacts on ${backend}: accounts are isolated`, () => {
  it('another account gets 404 for a contact and never sees it in lists, searches or totals', async () => {
    const a = await signUp(app, { business_name: 'Business A' });
    const b = await signUp(app, { business_name: 'Business B' });
    const [id] = await createAll(a.token, [
      { first_name: 'Secret', last_name: 'Customer', email: 'secret@a.co.ke' },
    ]);
    await createAll(b.token, [{ first_name: 'Open', last_name: 'Customer' }]);

    const got = await get(b.token, id!);
    expect(got.statusCode).toBe(404);
    expect(got.json()).toEqual({ error: 'Contact not found' });
    const put = await update(b.token, id!, { first_name: 'Hijacked' });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({ error: 'Contact not found' });
    expect((await get(a.token, id!)).json().data.first_name).toBe('Secret');

    const queries: Record<string, string>[] = [
      {},
      { search: 'secret' },
      { search: 'customer' },
      { letter: 's' },
    ];
    for (const query of queries) {
      const body = listEnvelope.parse((await list(b.token, query)).json());
      expect(body.data.map((contact) => contact.id)).not.toContain(id);
      expect(body.data.every((contact) => contact.first_name !== 'Secret')).toBe(true);
    }
    expect(listEnvelope.parse((await list(b.token)).json()).meta.total_count).toBe(1);
    expect(listEnvelope.parse((await list(a.token)).json()).meta.total_count).toBe(1);
    const fresh = await signUp(app);
    expect(fresh.data.account.has_contacts).toBe(false);
  });
});
