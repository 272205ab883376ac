import type { Contact } from '@daftari/contracts';
import { vi } from 'vitest';

/** A stand-in for /api behind `fetch`: the real api-client (ky) talks to it, so the screens run for real. */

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

export interface Reply {
  status: number;
  body?: unknown;
}

type Handler = (request: Request, url: URL) => Reply | undefined | Promise<Reply | undefined>;

export interface FakeApi {
  contacts: Contact[];
  hasContacts: boolean;
  /** Every request, in order. */
  requests: Request[];
  /** URLs of GET /api/contacts, in order. */
  listCalls: () => URL[];
  /** When set, GET /api/contacts waits for this before answering. */
  hold: Promise<void> | null;
  /** Extra answers, tried first (return undefined to fall through). */
  handlers: Handler[];
  /** The server answers more rows than asked when set (to show the screen trims). */
  overfill: number;
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

const account = (hasContacts: boolean) => ({
  id: 1,
  name: 'Kamau Designs',
  currency: 'KES',
  has_contacts: hasContacts,
  has_invoices: false,
  address_line1: null,
  address_line2: null,
  city: null,
  country: null,
  phone: null,
  email: null,
  tax_pin: null,
  bank_name: null,
  bank_account_name: null,
  bank_account_number: null,
  bank_branch: null,
  bank_sort_code: null,
  mpesa_paybill: null,
});

const nameOf = (c: Contact) =>
  c.full_name || [c.first_name, c.last_name].filter(Boolean).join(' ') || c.company_name || '';

function list(api: FakeApi, url: URL): Reply {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const letter = (url.searchParams.get('letter') ?? '').toLowerCase();
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('per_page') ?? 10);
  const matches = api.contacts.filter(
    (c) =>
      (!letter || nameOf(c).toLowerCase().startsWith(letter)) &&
      (!search ||
        [nameOf(c), c.email ?? '', c.company_name ?? ''].some((text) => text.toLowerCase().includes(search))),
  );
  const start = (page - 1) * perPage;
  return {
    status: 200,
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

export function fakeApi(setup: Partial<Pick<FakeApi, 'contacts' | 'hasContacts'>> = {}): FakeApi {
  const api: FakeApi = {
    contacts: setup.contacts ?? [],
    hasContacts: setup.hasContacts ?? (setup.contacts?.length ?? 0) > 0,
    requests: [],
    listCalls: () =>
      api.requests
        .filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/contacts')
        .map((r) => new URL(r.url)),
    hold: null,
    handlers: [],
    overfill: 0,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    api.requests.push(request.clone());
    const url = new URL(request.url);
    for (const handler of api.handlers) {
      const reply = await handler(request, url);
      if (reply) return json(reply.status, reply.body);
    }
    const path = url.pathname;
    if (request.method === 'GET' && path === '/api/users/current') {
      return json(200, {
        data: {
          id: 1,
          email: 'owner@example.co.ke',
          name: 'Wanjiru Kamau',
          account: account(api.hasContacts),
        },
      });
    }
    if (request.method === 'GET' && path === '/api/contacts') {
      if (api.hold) await api.hold;
      const reply = list(api, url);
      return json(reply.status, reply.body);
    }
    const one = /^\/api\/contacts\/(\d+)$/.exec(path);
    if (request.method === 'GET' && one) {
      const found = api.contacts.find((c) => c.id === Number(one[1]));
      return found ? json(200, { data: found }) : json(404, { error: 'Contact not found' });
    }
    if (request.method === 'GET' && path === '/api/invoices') return json(404, { error: 'Not Found' });
    return json(404, { error: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return api;
}

/** A promise and the function that settles it. */
export function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
