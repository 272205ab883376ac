import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { type IncomingMessage, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type ApiProcess,
  idleKeepAlive,
  refusedConnection,
  startApiProcess,
} from '../support/api-process.ts';

const PORT = 4680;
const PAY_PORT = 4681;
const dataDir = mkdtempSync(join(tmpdir(), 'daftari-shutdown-'));
let api: ApiProcess | undefined;

afterAll(async () => {
  if (api && api.child.exitCode === null && api.child.signalCode === null) {
    api.child.kill('SIGKILL');
    await api.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** A CSV upload whose body the test sends in two halves; `continued` resolves once the server took the request. */
function heldUpload(token: string) {
  const boundary = `----daftari-${randomBytes(8).toString('hex')}`;
  const body = Buffer.from(
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="contacts.csv"',
      'Content-Type: text/csv',
      '',
      'Name,Email',
      'Wanjiru Kamau,wanjiru@example.com',
      `--${boundary}--`,
      '',
    ].join('\r\n'),
  );
  const half = Math.floor(body.length / 2);
  const upload = request({
    host: '127.0.0.1',
    port: PORT,
    method: 'POST',
    path: '/api/contacts/import',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
      // The server answers 100 Continue once it has the request: from then on it is in flight.
      expect: '100-continue',
    },
  });
  const continued = new Promise<void>((resolve) => upload.once('continue', () => resolve()));
  const answer = new Promise<{ response: IncomingMessage; body: string }>((resolve, reject) => {
    upload.once('error', reject);
    upload.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.once('end', () => resolve({ response, body: text }));
    });
  });
  upload.flushHeaders();
  return {
    continued: continued.then(() => void upload.write(body.subarray(0, half))),
    finish: () => upload.end(body.subarray(half)),
    answer,
  };
}

describe('the API process on SIGTERM', () => {
  it('refuses new connections, closes idle ones, finishes the upload in flight with 200, exits 0', async () => {
    api = startApiProcess({
      PORT: String(PORT),
      PAY_PORT: String(PAY_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APPS_DIR: dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'info',
      RECURRING_JOB_INTERVAL_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '60000',
    });
    await api.line('Daftari on http://localhost');

    const signUp = await fetch(`http://127.0.0.1:${PORT}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: {
          email: 'shutdown@example.com',
          password: 'correct horse battery',
          name: 'Wanjiru',
          business_name: 'Kamau Traders',
        },
      }),
    });
    expect(signUp.status).toBe(201);
    const token = /^Bearer (\S+)$/.exec(signUp.headers.get('authorization') ?? '')?.[1] ?? '';

    const owners = await idleKeepAlive(PORT);
    const pay = await idleKeepAlive(PAY_PORT);
    const upload = heldUpload(token);
    await upload.continued;

    api.child.kill('SIGTERM');
    await api.line('shutting down');
    // Idle keep-alive connections are closed (the client retries elsewhere) and the listeners with them.
    await Promise.all([owners.closed, pay.closed]);
    expect(await refusedConnection(PORT)).toBe('ECONNREFUSED');
    expect(await refusedConnection(PAY_PORT)).toBe('ECONNREFUSED');
    expect(api.child.exitCode).toBeNull();

    upload.finish();
    const { response, body } = await upload.answer;
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');
    expect(JSON.parse(body)).toMatchObject({ data: { imported: 1 } });

    expect(await api.exited).toBe(0);
    expect(api.lines.some((line) => line.includes('shut down cleanly'))).toBe(true);
  }, 90_000);
});
