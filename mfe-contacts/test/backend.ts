import type { Contact } from '@daftari/contracts';
import { type Handlers, type MockedApi, mockApi, type Reply, user } from '@daftari/test-utils';

export function contact(id: number, fields: Partial<Contact> = {}): Contact {
  return {
    id,
    email: `person${id}@example.co.ke`,
    full_name: `Person ${String(id).padStart(2, '0')}`,
    first_name: 'Person',
    last_name: String(id).padStart(2, '0'),
    company_name: `Company ${id}`,
    phone: `+254 700 000 ${String(id).padStart(3, '0')}`,
    billing_address: {
      street: `${id} Moi Avenue`,
      city: 'Nairobi',
      state: null,
      postal_code: '00100',
      country: 'Kenya',
    },
    created_at: '2025-01-31T10:00:00.000Z',
    ...fields,
  };
}

export const people = (count: number) => Array.from({ length: count }, (_, i) => contact(i + 1));

export interface FakeApi extends MockedApi {
  contacts: Contact[];
  hasContacts: boolean;
  /** The queries of GET /api/contacts, in order. */
  listQueries: () => URLSearchParams[];
  /** When set, GET /api/contacts waits for this before answering. */
  hold: Promise<void> | null;
  /** The routes it answers (see `mockApi`); a test adds or replaces one. */
  handlers: Handlers;
  /** The server answers more rows than asked when set (to show the screen trims). */
  overfill: number;
}

const nameOf = (c: Contact) =>
  c.full_name || [c.first_name, c.last_name].filter(Boolean).join(' ') || c.company_name || '';

function list(api: FakeApi, query: URLSearchParams): Reply {
  const search = (query.get('search') ?? '').toLowerCase();
  const letter = (query.get('letter') ?? '').toLowerCase();
  const page = Number(query.get('page') ?? 1);
  const perPage = Number(query.get('per_page') ?? 10);
  const matches = api.contacts.filter(
    (c) =>
      (!letter || nameOf(c).toLowerCase().startsWith(letter)) &&
      (!search ||
        [nameOf(c), c.email ?? '', c.company_name ?? ''].some((text) => text.toLowerCase().includes(search))),
  );
  const start = (page - 1) * perPage;
  return {
    body: {
      data: matches.slice(start, start + perPage + api.overfill),
      meta: {
        total_count: matches.length,
        current_page: page,
        total_pages: Math.ceil(matches.length / perPage),
        per_page: perPage,
      },
    },
  };
}

/** A stand-in for the contacts part of /api that keeps its contacts, so the screens run for real. */
export function fakeApi(setup: Partial<Pick<FakeApi, 'contacts' | 'hasContacts'>> = {}): FakeApi {
  const handlers: Handlers = {
    'GET /users/current': () => ({
      body: { data: user({ has_contacts: api.hasContacts, has_invoices: false }) },
    }),
    'GET /contacts': async ({ query }) => {
      if (api.hold) await api.hold;
      return list(api, query);
    },
    'GET /contacts/:id': ({ path }) => {
      const found = api.contacts.find((c) => path === `/contacts/${c.id}`);
      return found ? { body: { data: found } } : { status: 404, body: { error: 'Contact not found' } };
    },
  };
  const api: FakeApi = {
    ...mockApi(handlers),
    contacts: setup.contacts ?? [],
    hasContacts: setup.hasContacts ?? (setup.contacts?.length ?? 0) > 0,
    listQueries: () => api.of('GET', '/contacts').map((call) => call.query),
    hold: null,
    handlers,
    overfill: 0,
  };
  return api;
}
