import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, multipartBody, signUp } from './helpers.ts';

type Json = Record<string, unknown>;
type Answer = { statusCode: number; body: string; json: () => unknown };

/** One signed-up business and its requests. */
export async function putAccount(app: FastifyInstance) {
  const { token } = await signUp(app);
  const headers = bearer(token);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<Answer> =>
    app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
  const data = async (answer: Promise<Answer>, status = 200): Promise<Json> => {
    const response = await answer;
    if (response.statusCode !== status) throw new Error(`${response.statusCode}: ${response.body}`);
    return (response.json() as { data: Json }).data;
  };
  const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>) => {
    const body = multipartBody(Object.entries(fields).map(([name, content]) => ({ name, content })));
    return app.inject({
      method,
      url: `/api${url}`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const { data: chart } = (await call('GET', '/ledger_accounts')).json() as {
    data: { id: number; full_number: string }[];
  };
  const ledger = (number: string) => chart.find((account) => account.full_number === number)!.id;
  const contactId = Number(
    (await data(call('POST', '/contacts', { contact: { company_name: 'Savannah Traders' } }), 201)).id,
  );
  const projectId = Number(
    (
      await data(
        call('POST', '/projects', {
          contact_id: contactId,
          project: { name: 'Website', project_type: 'hourly_rate', hourly_rate: 1500 },
        }),
        201,
      )
    ).id,
  );
  return { call, data, form, ledger, contactId, projectId };
}
export type PutAccount = Awaited<ReturnType<typeof putAccount>>;

/** A resource made with every field: how to read it back and how to send it a PUT (or PATCH). */
export interface Made {
  read: () => Promise<Json>;
  put: (fields: Json) => Promise<Answer>;
}

/**
 * One resource of the table: made with every field, then sent one field (`one`), which the answer reads as
 * `reads`; every other field must read as before, but for those `derived` from the change (totals, full name).
 * `clear` sends a nullable field as null (`cleared` is what then reads), `required` a required one as null
 * (or, for a multipart form, blank), which is refused.
 */
export interface PutCase {
  name: string;
  make: (account: PutAccount) => Promise<Made>;
  one: Json;
  reads: Json;
  derived?: string[];
  clear?: { send: Json; reads: Json; derived?: string[] };
  required: Json;
}

/** The JSON resource at `url`, changed under `key` by a PUT to the same URL. */
export const jsonResource = (account: PutAccount, url: string, key: string): Made => ({
  read: () => account.data(account.call('GET', url)),
  put: (fields) => account.call('PUT', url, { [key]: fields }),
});

/** The first of the document's `items` at `url`, changed by PUT `url`/items/{id} under `key`. */
export async function firstItem(account: PutAccount, url: string, items: string, key: string): Promise<Made> {
  const first = async () => ((await account.data(account.call('GET', url)))[items] as Json[])[0]!;
  const itemId = (await first()).id;
  return {
    read: first,
    put: (fields) => account.call('PUT', `${url}/items/${itemId}`, { [key]: fields }),
  };
}

/** `record` without `keys`. */
export const without = (record: Json, keys: string[]): Json =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

/** The row `id` of the list at `url` (for resources without a GET of one). */
export const listed = (account: PutAccount, url: string, id: unknown) => async (): Promise<Json> => {
  const { data } = (await account.call('GET', url)).json() as { data: Json[] };
  return data.find((row) => row.id === id)!;
};
