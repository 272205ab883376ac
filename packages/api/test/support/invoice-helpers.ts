import { randomBytes } from 'node:crypto';
import type { Invoice } from '@daftari/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer } from './helpers.ts';

/** A fresh M-Pesa transaction code (10 letters and digits), unique for every call. */
export const mpesaCode = () => randomBytes(5).toString('hex').toUpperCase();

/** Requests of the invoice routes for one app, signed in with `token`. */
export function invoiceClient(app: FastifyInstance, token: string) {
  const headers = bearer(token);
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const ok = async <T = Invoice>(
    response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
    status = 200,
  ): Promise<T> => {
    const answer = await response;
    if (answer.statusCode !== status) {
      throw new Error(`expected ${status}, got ${answer.statusCode}: ${answer.body}`);
    }
    return (answer.json() as { data: T }).data;
  };

  return {
    inject,
    async contact(fields: Record<string, unknown> = {}): Promise<number> {
      const data = await ok<{ id: number }>(
        inject('POST', '/contacts', { contact: { first_name: 'Achieng', last_name: 'Otieno', ...fields } }),
        201,
      );
      return data.id;
    },
    create: (invoice: Record<string, unknown>) => inject('POST', '/invoices', { invoice }),
    async created(invoice: Record<string, unknown>): Promise<Invoice> {
      return ok(
        inject('POST', '/invoices', {
          invoice: { issue_date: '2026-01-10', due_date: '2026-02-09', ...invoice },
        }),
        201,
      );
    },
    get: (id: string) => inject('GET', `/invoices/${id}`),
    update: (id: string, invoice: Record<string, unknown>) => inject('PUT', `/invoices/${id}`, { invoice }),
    remove: (id: string) => inject('DELETE', `/invoices/${id}`),
    addItems: (id: string, items: Record<string, unknown>[], saveToPriceList?: boolean) =>
      inject('POST', `/invoices/${id}/add_items`, {
        items,
        ...(saveToPriceList === undefined ? {} : { save_to_price_list: saveToPriceList }),
      }),
    updateItem: (id: string, itemId: number | string, item: Record<string, unknown>) =>
      inject('PUT', `/invoices/${id}/items/${itemId}`, { invoice_item: item }),
    deleteItem: (id: string, itemId: number | string) => inject('DELETE', `/invoices/${id}/items/${itemId}`),
    pay: (id: string, payment: Record<string, unknown>) =>
      inject('POST', `/invoices/${id}/payments`, { payment }),
    list: (query: Record<string, string | number> = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      return inject('GET', `/invoices?${search}`);
    },
    ok,
  };
}

/** A line as the item dialog sends it. */
export const line = (fields: Record<string, unknown> = {}) => ({
  description: 'Consulting',
  quantity: 1,
  unit: 'hours',
  unit_price: 100,
  tax_rate: 0,
  discount: 0,
  ...fields,
});
