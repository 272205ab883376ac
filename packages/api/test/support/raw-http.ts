import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire, still encoded. */
  body: Buffer;
}

/** Starts the app on a free local port (real HTTP: what a browser gets, byte for byte); its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** One request over HTTP, the answer's body left as sent (no decoding). */
export function rawRequest(
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The body decoded as its Content-Encoding says. */
export function decoded(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === undefined) return answer.body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}
