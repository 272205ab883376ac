import { type Bill, type BillList, billListSchema, billSchema, dataEnvelope } from '@daftari/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, multipartBody } from './helpers.ts';

const billEnvelope = dataEnvelope(billSchema);

/** Requests of the bill routes for one app, signed in with `token`; answers parsed with the contracts. */
export function billClient(app: FastifyInstance, token: string) {
  const headers = bearer(token);
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const ok = async (
    response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
    status = 200,
  ): Promise<Bill> => {
    const answer = await response;
    if (answer.statusCode !== status) {
      throw new Error(`expected ${status}, got ${answer.statusCode}: ${answer.body}`);
    }
    return billEnvelope.parse(answer.json()).data;
  };
  const create = (bill: Record<string, unknown>) => inject('POST', '/bills', { bill });
  return {
    inject,
    ok,
    create,
    /** A bill created (201), with the given fields over a one-line default dated in January 2026. */
    created: (bill: Record<string, unknown>) =>
      ok(create({ bill_number: 'B-1', issue_date: '2026-01-10', due_date: '2026-02-09', ...bill }), 201),
    /** POST /bills as multipart: the bill as a JSON string and an `attachmentFile`. */
    createWithFile: (
      bill: Record<string, unknown>,
      file: { content: Buffer; filename: string; type: string },
    ) => {
      const body = multipartBody([
        { name: 'bill', content: JSON.stringify(bill) },
        { name: 'attachmentFile', content: file.content, filename: file.filename, contentType: file.type },
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/bills',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },
    get: (id: number) => inject('GET', `/bills/${id}`),
    update: (id: number, bill: Record<string, unknown>) => inject('PUT', `/bills/${id}`, { bill }),
    remove: (id: number) => inject('DELETE', `/bills/${id}`),
    void: (id: number) => inject('POST', `/bills/${id}/void`),
    pay: (id: number, payment: Record<string, unknown>) =>
      inject('POST', `/bills/${id}/payments`, {
        payment: { paid_on: '2026-01-20', method: 'bank_transfer', ...payment },
      }),
    async list(query: Record<string, string | number> = {}): Promise<BillList> {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const answer = await inject('GET', `/bills?${search}`);
      if (answer.statusCode !== 200) throw new Error(`list: ${answer.statusCode} ${answer.body}`);
      return billListSchema.parse(answer.json());
    },
  };
}

/** A bill line on `ledger_account_id`: 1 × 1000 without VAT unless told. */
export const billLine = (ledgerAccountId: number, fields: Record<string, unknown> = {}) => ({
  description: 'Shop rent',
  ledger_account_id: ledgerAccountId,
  quantity: 1,
  unit_price: 1000,
  tax_rate: 0,
  discount: 0,
  ...fields,
});
