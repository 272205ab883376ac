import { PASSWORD, uniqueEmail } from '../support/helpers.ts';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A request to `base` over the network (nginx or one process); JSON bodies as objects, others as bytes. */
export async function call<T = { data: unknown }>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    signal: AbortSignal.timeout(30_000),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get('content-type')?.startsWith('application/json');
  return {
    status: response.status,
    body: (json ? JSON.parse(bytes.toString()) : bytes) as T,
    headers: response.headers,
  };
}

/** Like `call`, but throws unless the answer has `status`; answers its `data`. */
export async function ok<T>(status: number, answer: Promise<Answer<{ data: T }>>): Promise<T> {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A new owner signed up through `base`; answers the bearer token. */
export async function signUpThrough(base: string, businessName: string): Promise<string> {
  const answer = await call(base, 'POST', '/signup', {
    json: {
      user: {
        email: uniqueEmail('cluster'),
        password: PASSWORD,
        name: 'Wanjiru',
        business_name: businessName,
      },
    },
  });
  const token = /^Bearer (\S+)$/.exec(answer.headers.get('authorization') ?? '')?.[1];
  if (answer.status !== 201 || !token)
    throw new Error(`signup: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}
