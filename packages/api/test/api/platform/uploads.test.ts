import { MAX_ATTACHMENT_BYTES } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { IMPORT_MAX_BYTES } from '../../../src/http/csv-import/file.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/**
 * POSTs a multipart body over a real socket in small pieces, as a phone on a slow network sends it: the
 * size limit is then reached in the middle of the stream or on its very last piece, never in one buffer.
 */
async function streamed(token: string, url: string, part: Parameters<typeof multipartBody>[0][number]) {
  const { payload, headers } = multipartBody([part]);
  const pieceSize = 16 * 1024 + 7;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= payload.length) return controller.close();
      controller.enqueue(payload.subarray(offset, offset + pieceSize));
      offset += pieceSize;
    },
  });
  const response = await fetch(`${origin}/api${url}`, {
    method: 'POST',
    headers: { ...bearer(token), ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A CSV of whole rows of exactly `size` bytes. */
function csvOf(size: number): string {
  const header = 'first_name,last_name,email\n';
  const rows: string[] = [header];
  let length = header.length;
  for (let i = 0; length < size; i++) {
    const row = `Person${i},Family${i},person${i}@example.com\n`;
    rows.push(row);
    length += row.length;
  }
  return rows.join('').slice(0, size);
}

describe(`uploads over the limit on ${backend}`, () => {
  it('never imports a CSV over 5 MB, wherever in the stream the limit falls', async () => {
    const { token } = await signUp(app);
    for (const extra of [1, 700, 16 * 1024, 64 * 1024 + 3, 1024 * 1024]) {
      const csv = csvOf(IMPORT_MAX_BYTES + extra);
      const answer = await streamed(token, '/contacts/import', {
        name: 'file',
        filename: 'c.csv',
        content: csv,
      });
      expect(answer, `5 MB + ${extra} bytes`).toEqual({
        status: 413,
        body: { error: 'The file is too large; the maximum is 5 MB' },
      });
    }
    const list = await app.inject({ url: '/api/contacts', headers: bearer(token) });
    expect(list.json().meta.total_count).toBe(0);
  });

  it('reads a CSV just under 5 MB whole', async () => {
    const { token } = await signUp(app);
    const full = csvOf(IMPORT_MAX_BYTES);
    const csv = full.slice(0, full.lastIndexOf('\n') + 1);
    const answer = await streamed(token, '/contacts/import?dry_run=true', {
      name: 'file',
      filename: 'c.csv',
      content: csv,
    });
    expect(answer.status).toBe(200);
    expect((answer.body as { data: { row_count: number } }).data.row_count).toBe(csv.split('\n').length - 2);
  });

  it('answers 413, not "could not open", for a receipt over 5 MB', async () => {
    const { token } = await signUp(app);
    for (const extra of [1, 64 * 1024 + 3]) {
      const pdf = Buffer.concat([
        Buffer.from('%PDF-1.7\n'),
        Buffer.alloc(MAX_ATTACHMENT_BYTES + extra - 9, 32),
      ]);
      const answer = await streamed(token, '/expenses/extract_from_receipt', {
        name: 'receipt',
        filename: 'r.pdf',
        contentType: 'application/pdf',
        content: pdf,
      });
      expect(answer.status, `5 MB + ${extra} bytes`).toBe(413);
    }
  });
});
