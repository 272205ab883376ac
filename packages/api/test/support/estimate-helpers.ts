import type { Estimate } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { invoiceClient } from './invoice-helpers.ts';

export { line } from './invoice-helpers.ts';

/** Requests of the estimate routes (and the invoice client's) for one app, signed in with `token`. */
export function estimateClient(app: FastifyInstance, token: string) {
  const invoices = invoiceClient(app, token);
  const { inject, ok } = invoices;
  return {
    inject,
    contact: invoices.contact,
    /** The invoice routes of the same user. */
    invoices,
    create: (estimate: Record<string, unknown>) => inject('POST', '/estimates', { estimate }),
    async created(estimate: Record<string, unknown>): Promise<Estimate> {
      return ok<Estimate>(
        inject('POST', '/estimates', {
          estimate: { issue_date: '2026-03-02', expiry_date: '2026-03-31', ...estimate },
        }),
        201,
      );
    },
    get: (id: string) => inject('GET', `/estimates/${id}`),
    update: (id: string, estimate: Record<string, unknown>) =>
      inject('PUT', `/estimates/${id}`, { estimate }),
    remove: (id: string) => inject('DELETE', `/estimates/${id}`),
    addItems: (id: string, items: Record<string, unknown>[], saveToPriceList?: boolean) =>
      inject('POST', `/estimates/${id}/add_items`, {
        items,
        ...(saveToPriceList === undefined ? {} : { save_to_price_list: saveToPriceList }),
      }),
    updateItem: (id: string, itemId: number | string, item: Record<string, unknown>) =>
      inject('PUT', `/estimates/${id}/items/${itemId}`, { estimate_item: item }),
    deleteItem: (id: string, itemId: number | string) => inject('DELETE', `/estimates/${id}/items/${itemId}`),
    send: (id: string) => inject('PUT', `/estimates/${id}`, { estimate: { status: 'sent' } }),
    convert: (id: string) => inject('POST', `/estimates/${id}/convert`),
    list: (query: Record<string, string | number> = {}) => {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      return inject('GET', `/estimates?${search}`);
    },
    ok,
  };
}

/** The public (signed-out) estimate routes of an app: the owners' server or the pay listener. */
export function publicEstimates(app: FastifyInstance) {
  return {
    get: (id: string) => app.inject({ method: 'GET', url: `/api/public/estimates/${id}` }),
    accept: (id: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/public/estimates/${id}/accept`, payload }),
    decline: (id: string, payload?: object) =>
      app.inject({
        method: 'POST',
        url: `/api/public/estimates/${id}/decline`,
        ...(payload === undefined ? {} : { payload }),
      }),
  };
}

/** A clock the test moves: `now()` for the app, `set(iso)` to move it. */
export function testClock(start: string) {
  let current = new Date(start);
  return {
    now: () => current,
    set: (iso: string) => {
      current = new Date(iso);
    },
  };
}
