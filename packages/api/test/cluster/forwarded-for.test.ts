import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApiProcess } from '../support/api-process.ts';
import { freePorts } from '../support/free-ports.ts';
import { scratchPostgresDatabase, uniqueEmail } from '../support/helpers.ts';
import { call } from './client.ts';
import { apiProcessReady, waitUntilReady } from './cluster.ts';
import { type NginxProcess, startNginx } from './nginx.ts';

// One API process with TRUST_PROXY=1 behind nginx on deploy/nginx.conf, which appends the address it sees to
// the client's own X-Forwarded-For: a forged first entry must not give each sign-in attempt a new address.

const NGINX_BIN = process.env.NGINX_BIN ?? 'nginx';
const LIMIT = 3;

let root = '';
let nginxPort = 0;
let api: ApiProcess | undefined;
let nginx: NginxProcess | undefined;
let dropDatabase = async () => {};

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the cluster project needs TEST_DATABASE_URL');
  root = await mkdtemp(join(tmpdir(), 'daftari-forwarded-'));
  const [port, payPort, nginxPayPort, listen] = (await freePorts(4)) as [number, number, number, number];
  nginxPort = listen;
  const database = await scratchPostgresDatabase(serverUrl, 'daftari_forwarded');
  dropDatabase = database.drop;
  const dataDir = join(root, 'data');
  await mkdir(dataDir);
  api = startApiProcess({
    PORT: String(port),
    PAY_PORT: String(payPort),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    APPS_DIR: dataDir,
    DEMO_DATA: '0',
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT_MAX: String(LIMIT),
    RECURRING_JOB_INTERVAL_MS: '0',
  });
  await apiProcessReady(api, `http://127.0.0.1:${port}`);
  const runDir = join(root, 'nginx');
  await mkdir(runDir);
  // Both upstream lines name the one process.
  nginx = await startNginx(NGINX_BIN, runDir, {
    LISTEN: `127.0.0.1:${nginxPort}`,
    PAY_LISTEN: `127.0.0.1:${nginxPayPort}`,
    API_1: `127.0.0.1:${port}`,
    API_2: `127.0.0.1:${port}`,
    PAY_1: `127.0.0.1:${payPort}`,
    PAY_2: `127.0.0.1:${payPort}`,
  });
  await waitUntilReady(`http://127.0.0.1:${nginxPort}/api/health/ready`, nginx.exited);
});

afterAll(async () => {
  nginx?.child.kill('SIGTERM');
  api?.child.kill('SIGKILL');
  await Promise.all([nginx?.exited, api?.exited]);
  await dropDatabase().catch(() => undefined);
  if (root) await rm(root, { recursive: true, force: true });
}, 60_000);

/** A random IPv4 address: what a client that wants a fresh limit for every attempt writes first. */
const randomAddress = () => [...randomBytes(4)].map((byte) => byte % 250).join('.');

const signIn = (headers: Record<string, string>) =>
  call(`http://127.0.0.1:${nginxPort}`, 'POST', '/login', {
    json: { user: { email: uniqueEmail('forged'), password: 'not the password' } },
    headers,
  });

describe('TRUST_PROXY=1 behind nginx', () => {
  it(`throttles sign-ins after AUTH_RATE_LIMIT_MAX (${LIMIT}) whatever first hop the client forges`, async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      statuses.push((await signIn({ 'x-forwarded-for': randomAddress() })).status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), ...Array(12 - LIMIT).fill(429)]);
    // Without the header the client is the same address nginx saw, so it is throttled too.
    expect((await signIn({})).status).toBe(429);
  });
});
