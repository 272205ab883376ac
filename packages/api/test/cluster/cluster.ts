import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiProcess, startApiProcess } from '../support/api-process.ts';
import { fakePaystack } from '../support/fake-paystack.ts';
import { freePorts } from '../support/free-ports.ts';
import { scratchPostgresDatabase } from '../support/helpers.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';
import { type NginxProcess, startNginx } from './nginx.ts';

/** How many times `eventually` asks before giving up, and the pause between two questions. */
const ATTEMPTS = 600;
const POLL_MS = 100;

/**
 * Asks `check` until it answers something other than null, at most ATTEMPTS times (or until `exited`
 * resolves: the process that should answer is gone); throws with the last problem otherwise.
 */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | null>,
  exited?: Promise<unknown>,
): Promise<T> {
  let last = 'no answer';
  let gone = false;
  void exited?.then(() => {
    gone = true;
  });
  for (let attempt = 0; attempt < ATTEMPTS && !gone; attempt += 1) {
    try {
      const answer = await check();
      if (answer !== null) return answer;
      last = 'not yet';
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`${what}: not after ${ATTEMPTS} attempts${gone ? ' (the process exited)' : ''}: ${last}`);
}

/** Polls a readiness probe until it answers 200. */
export function waitUntilReady(url: string, exited?: Promise<unknown>): Promise<void> {
  return eventually(
    `${url} ready`,
    async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (!response.ok) throw new Error(`${response.status} ${body}`);
      return undefined;
    },
    exited,
  );
}

/**
 * Waits for an API process to say it listens (however long starting takes: tsx compiles the sources first, and
 * a busy machine makes that slow), then for its readiness probe.
 */
export async function apiProcessReady(api: ApiProcess, url: string): Promise<void> {
  await api.line('Daftari on http://localhost');
  await waitUntilReady(`${url}/api/health/ready`, api.exited);
}

export interface ClusterProcess {
  name: 'A' | 'B';
  port: number;
  payPort: number;
  url: string;
  current: ApiProcess;
  /** Every process started under this name (restarts included), for their logs. */
  runs: ApiProcess[];
}

/**
 * PostgreSQL (a new database), an S3 server, a fake Paystack, two API processes sharing them, and nginx on
 * the sample configuration in front. `close` ends every process and deletes every folder, whatever state
 * the test left them in.
 */
export async function startCluster(nginxBinary: string, paystackSecret: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the cluster project needs TEST_DATABASE_URL');
  const root = await mkdtemp(join(tmpdir(), 'daftari-cluster-'));
  const cleanups: (() => Promise<unknown>)[] = [() => rm(root, { recursive: true, force: true })];
  const processes: ClusterProcess[] = [];
  let nginx: NginxProcess | undefined;
  const close = async () => {
    const children = [...processes.flatMap((p) => p.runs), ...(nginx ? [nginx] : [])];
    for (const { child } of children) {
      // SIGKILL would leave nginx's workers behind, still listening; on SIGTERM its master stops them first.
      const signal = child === nginx?.child ? 'SIGTERM' : 'SIGKILL';
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }
    await Promise.all(children.map((child) => child.exited));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const database = await scratchPostgresDatabase(serverUrl, 'daftari_cluster');
    cleanups.push(database.drop);
    const s3: TestS3Server = await startS3Server('daftari-cluster');
    cleanups.push(() => s3.close());
    const paystack = await fakePaystack(paystackSecret);
    // nginx's two listeners, then PORT and PAY_PORT of each API process.
    const [nginxPort, nginxPayPort, ...apiPorts] = (await freePorts(6)) as [number, number, ...number[]];
    cleanups.push(() => paystack.close());

    const envOf = async (name: string, port: number, payPort: number) => {
      const dataDir = join(root, `data-${name}`);
      await mkdir(dataDir, { recursive: true });
      return {
        PORT: String(port),
        PAY_PORT: String(payPort),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        APPS_DIR: dataDir,
        DEMO_DATA: '0',
        LOG_LEVEL: 'info',
        TRUST_PROXY: '1',
        AUTH_RATE_LIMIT_MAX: '1000',
        PUBLIC_RATE_LIMIT_MAX: '100000',
        RECURRING_JOB_INTERVAL_MS: '100',
        SHUTDOWN_TIMEOUT_MS: '20000',
        PAYSTACK_SECRET_KEY: paystackSecret,
        PAYSTACK_BASE_URL: paystack.url,
        S3_ENDPOINT: s3.options.endpoint,
        S3_BUCKET: s3.options.bucket,
        S3_REGION: s3.options.region,
        S3_ACCESS_KEY_ID: s3.options.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
    };
    const envs = new Map<string, Record<string, string>>();
    for (const [index, name] of (['A', 'B'] as const).entries()) {
      const [port, payPort] = [apiPorts[2 * index]!, apiPorts[2 * index + 1]!];
      const env = await envOf(name, port, payPort);
      envs.set(name, env);
      const first = startApiProcess(env);
      processes.push({ name, port, payPort, url: `http://127.0.0.1:${port}`, current: first, runs: [first] });
    }
    await Promise.all(processes.map((p) => apiProcessReady(p.current, p.url)));

    // nginx's workers (`nobody` when the test runs as root) buffer large uploads under its folder.
    await chmod(root, 0o755);
    const runDir = join(root, 'nginx');
    await mkdir(runDir);
    const [a, b] = processes as [ClusterProcess, ClusterProcess];
    nginx = await startNginx(nginxBinary, runDir, {
      LISTEN: `127.0.0.1:${nginxPort}`,
      PAY_LISTEN: `127.0.0.1:${nginxPayPort}`,
      API_1: `127.0.0.1:${a.port}`,
      API_2: `127.0.0.1:${b.port}`,
      PAY_1: `127.0.0.1:${a.payPort}`,
      PAY_2: `127.0.0.1:${b.payPort}`,
    });
    const started = nginx;
    await waitUntilReady(`http://127.0.0.1:${nginxPort}/api/health/ready`, started.exited);

    return {
      url: `http://127.0.0.1:${nginxPort}`,
      payUrl: `http://127.0.0.1:${nginxPayPort}`,
      databaseUrl: database.url,
      paystack,
      processes: [a, b] as const,
      nginx: started,
      /**
       * SIGTERM to the process, its exit awaited (answers the code), then the same process started again
       * and awaited until ready.
       */
      async restart(target: ClusterProcess): Promise<number | null> {
        target.current.child.kill('SIGTERM');
        const code = await target.current.exited;
        const next = startApiProcess(envs.get(target.name)!);
        target.current = next;
        target.runs.push(next);
        await apiProcessReady(next, target.url);
        return code;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;
