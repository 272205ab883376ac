import ky, { HTTPError, type ResponsePromise } from 'ky';
import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { apiErrorFrom } from './errors.ts';
import { API_PREFIX } from './prefix.ts';
import { clearToken, getToken } from './token.ts';

/**
 * The one HTTP client of every app: `/api` prefix, bearer token from local storage, a 401 clears the token.
 * No timeout: a slow answer on a phone network is still an answer (receipt reading can take seconds).
 */
export const http = ky.create({
  prefixUrl: API_PREFIX,
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === 401) clearToken();
      },
    ],
  },
});

/** A contract schema: classic zod, or zod/mini for the few the shell parses before any area loads. */
type ContractSchema = z.ZodType | ZodMiniType;

/**
 * Sends a request and parses its JSON answer with a contract schema. An error answer becomes an ApiError
 * carrying the server's `{error}` message, else `fallback`; other errors are rethrown unchanged.
 */
export async function send<S extends ContractSchema>(
  schema: S,
  request: () => ResponsePromise,
  fallback: string,
): Promise<{ body: z.output<S>; response: Response }> {
  try {
    const response = await request();
    return { body: schema.parse(await response.json()) as z.output<S>, response };
  } catch (error) {
    if (error instanceof HTTPError) throw await apiErrorFrom(error.response, fallback);
    throw error;
  }
}

/** Like `send`, for a file answer (a PDF, an e-mail): its bytes as a Blob. */
export async function sendBlob(request: () => ResponsePromise, fallback: string): Promise<Blob> {
  try {
    return await (await request()).blob();
  } catch (error) {
    if (error instanceof HTTPError) throw await apiErrorFrom(error.response, fallback);
    throw error;
  }
}

/** Like `send`, for answers without a body (204). */
export async function sendEmpty(request: () => ResponsePromise, fallback: string): Promise<void> {
  try {
    await request();
  } catch (error) {
    if (error instanceof HTTPError) throw await apiErrorFrom(error.response, fallback);
    throw error;
  }
}
