import { type Mock, vi } from 'vitest';
import { parseMultipart } from './multipart.ts';

/** One request the code under test sent to /api. */
export interface ApiCall {
  method: string;
  /** Without the /api prefix and the query. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, if any. */
  body: unknown;
  /** A multipart body: each part by name (text as string, files as File). */
  form?: Record<string, string | File>;
}

export interface Reply {
  /** 200 unless told. */
  status?: number;
  /** Sent as JSON, or as it is when a Blob. */
  body?: unknown;
  /** The answer waits for this. */
  delay?: Promise<unknown>;
  /** Headers of the answer besides its Content-Type (a sign-in's Authorization, say). */
  headers?: Record<string, string>;
}

/** Answers one route; throwing makes the fetch reject (a network failure). */
export type Handler = (call: ApiCall) => Reply | undefined | Promise<Reply | undefined>;

/**
 * Routes keyed 'METHOD /path' (path without /api, query excluded). A segment `:name` matches any one
 * segment; a key without one must match exactly, and an exact key wins over a pattern.
 */
export type Handlers = Record<string, Handler>;

export interface MockedApi {
  /** Every call, in order. */
  calls: ApiCall[];
  /** The calls of one route, in order. */
  of: (method: string, path: string) => ApiCall[];
  fetchMock: Mock<typeof fetch>;
}

const notFound: Reply = { status: 404, body: { error: 'Not found' } };

function matches(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const actual = path.split('/');
  return (
    wanted.length === actual.length &&
    wanted.every((segment, i) => (segment.startsWith(':') ? actual[i] !== '' : segment === actual[i]))
  );
}

function handlerFor(handlers: Handlers, method: string, path: string): Handler | undefined {
  const exact = handlers[`${method} ${path}`];
  if (exact) return exact;
  const prefix = `${method} `;
  const found = Object.entries(handlers).find(
    ([key]) => key.startsWith(prefix) && key.includes('/:') && matches(key.slice(prefix.length), path),
  );
  return found?.[1];
}

async function callOf(request: Request): Promise<ApiCall> {
  const url = new URL(request.url);
  const contentType = request.headers.get('Content-Type') ?? '';
  let form: Record<string, string | File> | undefined;
  let text = '';
  if (contentType.startsWith('multipart/form-data')) {
    form = parseMultipart(contentType, await request.arrayBuffer());
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    text = await request.text();
  }
  return {
    method: request.method,
    path: url.pathname.replace(/^\/api/, ''),
    query: url.searchParams,
    body: text ? JSON.parse(text) : undefined,
    form,
  };
}

function responseOf(reply: Reply | undefined): Response {
  const status = reply?.status ?? 200;
  const headers = reply?.headers ?? {};
  if (status === 204) return new Response(null, { status, headers });
  if (reply?.body instanceof Blob) {
    return new Response(reply.body, { status, headers: { ...headers, 'Content-Type': reply.body.type } });
  }
  return new Response(JSON.stringify(reply?.body ?? {}), {
    status,
    headers: { ...headers, 'Content-Type': 'application/json' },
  });
}

/**
 * A stand-in for /api behind `fetch`, so the real api-client (ky) runs: each call is recorded, then answered
 * by its route's handler; unknown routes answer 404. `handlers` is read at each call, so a test may add or
 * replace routes after this.
 */
export function mockApi(handlers: Handlers): MockedApi {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const call = await callOf(request);
    calls.push(call);
    const handler = handlerFor(handlers, call.method, call.path);
    const reply = handler ? await handler(call) : notFound;
    if (reply?.delay) await reply.delay;
    return responseOf(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  const of = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);
  return { calls, of, fetchMock };
}
