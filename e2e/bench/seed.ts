import { randomBytes } from 'node:crypto';
import { type APIRequestContext, request } from '@playwright/test';
import { sampleContacts } from '../support/contacts.ts';
import { isoDay } from '../support/invoicing.ts';

const CONTACTS = 30;
const INVOICES = 25;

/** Signs a new owner up through `api` (bound to the server); the bearer token. */
export async function signUpOwner(api: APIRequestContext): Promise<string> {
  const signup = await api.post('/api/signup', {
    data: {
      user: {
        email: `bench.${randomBytes(4).toString('hex')}@example.co.ke`,
        password: 'correct horse battery',
        name: 'Wanjiru Kamau',
        business_name: 'Kamau Designs',
      },
    },
  });
  if (signup.status() !== 201) throw new Error(`POST /api/signup: ${signup.status()} ${await signup.text()}`);
  return String(signup.headers().authorization).split(' ')[1]!;
}

/** Signs an owner up on the server at `baseURL` and gives the account contacts and invoices; the token. */
export async function seedAccount(baseURL: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    const token = await signUpOwner(api);
    const headers = { Authorization: `Bearer ${token}` };
    const post = async <T>(url: string, data: unknown) => {
      const response = await api.post(url, { headers, data });
      if (!response.ok()) throw new Error(`POST ${url}: ${response.status()} ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    };

    const contactIds: number[] = [];
    for (const contact of sampleContacts(CONTACTS)) {
      contactIds.push((await post<{ id: number }>('/api/contacts', { contact })).id);
    }
    for (let n = 0; n < INVOICES; n += 1) {
      const invoice = await post<{ id: string }>('/api/invoices', {
        invoice: {
          contact_id: contactIds[n % contactIds.length],
          issue_date: isoDay(-n),
          due_date: isoDay(30 - n),
        },
      });
      await post(`/api/invoices/${invoice.id}/add_items`, {
        items: [{ description: 'Website hosting', quantity: 1 + (n % 4), unit: 'months', unit_price: 1500 }],
        save_to_price_list: false,
      });
    }
    return token;
  } finally {
    await api.dispose();
  }
}
