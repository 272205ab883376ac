/**
 * What Module Federation costs on a cold load: `/work/invoicing` and `/contacts` opened with an empty cache
 * in the federated production build and in the monolith measurement build (the same shell and screens as
 * one single-page app), interleaved in one run, both served by the API from files precompressed at build
 * time. Prints the median of BENCH_RUNS loads (default 7), bytes as sent on the wire, and the ratio
 * federated/monolith, then the gzip JavaScript of every app. Target: at most 1.25× the bytes and 1.2×
 * the time of the monolith.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { appSizes } from './app-sizes.ts';
import { type ColdLoad, coldLoad, KINDS } from './cold-load.ts';
import { type BuildName, builds } from './playwright.config.ts';
import { seedAccount } from './seed.ts';
import { median } from './throttling.ts';

const PAGES = ['/work/invoicing', '/contacts'];
const MONOLITH_DIST = path.resolve(import.meta.dirname, 'monolith/apps/shell/dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET = { bytes: 1.25, time: 1.2 };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const row = (cells: (string | number)[], widths: number[]) =>
  cells.map((cell, index) => String(cell).padStart(widths[index]!)).join('  ');

function summarize(page: string, loads: Record<BuildName, ColdLoad[]>) {
  const figures = (build: BuildName) => ({
    bytes: median(loads[build].map((load) => load.bytes)),
    requests: median(loads[build].map((load) => load.requests)),
    time: median(loads[build].map((load) => load.firstRowMs)),
  });
  const federated = figures('federated');
  const monolith = figures('monolith');
  const ratio = {
    bytes: federated.bytes / monolith.bytes,
    requests: federated.requests / monolith.requests,
    time: federated.time / monolith.time,
  };
  const widths = [16, 10, 9, 13];
  console.log(`\n${page}`);
  console.log(row(['', 'wire KB', 'requests', 'first row ms'], widths));
  console.log(row(['federated', kb(federated.bytes), federated.requests, federated.time.toFixed(0)], widths));
  console.log(row(['monolith', kb(monolith.bytes), monolith.requests, monolith.time.toFixed(0)], widths));
  console.log(
    row(
      [
        'federated/mono',
        `${ratio.bytes.toFixed(2)}×`,
        `${ratio.requests.toFixed(2)}×`,
        `${ratio.time.toFixed(2)}×`,
      ],
      widths,
    ),
  );
  for (const build of ['federated', 'monolith'] as const) {
    const first = loads[build][0]!;
    const parts = KINDS.filter((kind) => first.byKind[kind].requests > 0).map(
      (kind) => `${kind} ${first.byKind[kind].requests} (${kb(first.byKind[kind].bytes)} KB)`,
    );
    console.log(`  ${build}: ${parts.join(', ')}`);
  }
  return ratio.bytes <= TARGET.bytes && ratio.time <= TARGET.time;
}

test('federation cost: cold loads of the federated and the monolith build', async ({ browser }) => {
  const monolithScripts = readdirSync(MONOLITH_DIST, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  const withRuntime = monolithScripts.filter((file) =>
    readFileSync(path.join(MONOLITH_DIST, file), 'utf8').includes('__FEDERATION__'),
  );
  expect(withRuntime, 'the monolith must not carry the federation runtime').toEqual([]);
  const precompressed = monolithScripts.filter((file) => existsSync(path.join(MONOLITH_DIST, `${file}.br`)));
  expect(
    precompressed.length,
    'the monolith is precompressed as the federated build (build:monolith)',
  ).toBeGreaterThan(0);

  const servers = await Promise.all(
    builds.map(async ({ name, port }) => {
      const baseURL = `http://localhost:${port}`;
      return { name, baseURL, token: await seedAccount(baseURL) };
    }),
  );

  const loads = Object.fromEntries(
    PAGES.map((page) => [page, { federated: [] as ColdLoad[], monolith: [] as ColdLoad[] }]),
  );
  // One load of each first, not counted: the servers' own first requests are slower.
  for (const page of PAGES) {
    for (const server of servers) await coldLoad(browser, server.baseURL + page, server.token);
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const page of PAGES) {
      // Alternate which build goes first, so neither always meets a machine busier than the other.
      const order = run % 2 ? [...servers].reverse() : servers;
      for (const server of order) {
        loads[page]![server.name].push(await coldLoad(browser, server.baseURL + page, server.token));
      }
    }
  }

  console.log(
    `\nCold loads, median of ${RUNS} (bytes on the wire, headers and bodies as the server compressed them;` +
      ` target federated/monolith <= ${TARGET.bytes}× bytes, <= ${TARGET.time}× time)`,
  );
  const met = PAGES.map((page) => summarize(page, loads[page]!)).every(Boolean);
  console.log(`\nTarget ${met ? 'met' : 'NOT met'}.`);

  console.log(
    '\nJavaScript per app, gzip -6 KB from the dist folders (entry: the scripts of its index.html; for a remote,' +
      ' remoteEntry.js and the chunks of its exposed ./routes)',
  );
  const widths = [24, 8, 8];
  console.log(row(['', 'entry', 'all'], widths));
  const [federated] = builds;
  for (const size of appSizes(federated.appsDir, MONOLITH_DIST)) {
    console.log(row([size.app, size.entryKB.toFixed(1), size.allKB.toFixed(1)], widths));
  }
});
