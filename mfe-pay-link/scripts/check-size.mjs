// Fails when a standalone page's JavaScript is over budget: sums the gzip size of every script each built
// page (dist/index.html, dist/estimate.html) references. Customers open these pages on phones over mobile
// data, where every kilobyte is time. Usage, after `pnpm build`: node scripts/check-size.mjs
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 60 * 1024;
const dist = resolve(import.meta.dirname, '..', 'dist');
const pages = ['index.html', 'estimate.html'];

let over = false;
for (const page of pages) {
  const html = await readFile(join(dist, page), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/apps\/pay-link\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  if (scripts.length === 0) throw new Error(`${page} references no script under /apps/pay-link/`);
  let gzip = 0;
  for (const script of scripts) gzip += gzipSync(await readFile(join(dist, script)), { level: 9 }).length;
  const fits = gzip <= BUDGET_BYTES;
  over ||= !fits;
  console.log(
    `${fits ? 'ok  ' : 'OVER'} ${page}: ${(gzip / 1024).toFixed(1)} KB gzip JS (budget ${BUDGET_BYTES / 1024} KB)`,
  );
}
if (over) process.exit(1);
