/**
 * An owner's pages on a phone network: a signed-in cold load of `/work/invoicing` and `/contacts` (an
 * account with contacts and invoices) in the production build, on a phone's network and CPU and unthrottled,
 * interleaved. Prints the median of 5 loads from navigation to the first data row painted, and the bytes on
 * the wire. Target: at most 4 s on the phone.
 */
import { test } from '@playwright/test';
import { type ColdLoad, coldLoad } from './cold-load.ts';
import { seedAccount } from './seed.ts';
import { median, PHONE_LABEL } from './throttling.ts';

const PAGES = ['/work/invoicing', '/contacts'];
const RUNS = 5;
const TARGET_MS = 4000;

const figures = (loads: ColdLoad[]) =>
  `${median(loads.map((load) => load.firstRowMs))
    .toFixed(0)
    .padStart(5)} ms ` + `${(median(loads.map((load) => load.bytes)) / 1024).toFixed(1).padStart(7)} KB`;

test('owner pages, signed in and cold, on a phone network and unthrottled', async ({ browser }, testInfo) => {
  const baseURL = `http://localhost:${testInfo.config.metadata.port as number}`;
  const token = await seedAccount(baseURL);
  // One load of each first, not counted: the server's own first requests are slower.
  for (const page of PAGES) await coldLoad(browser, baseURL + page, token);

  console.log(
    `\nSigned-in cold loads to the first data row, median of ${RUNS}, bytes on the wire; ` +
      `target <= ${TARGET_MS} ms on ${PHONE_LABEL}`,
  );
  console.log(`${''.padEnd(16)}  ${'unthrottled'.padEnd(17)}  ${PHONE_LABEL}`);
  let met = true;
  for (const page of PAGES) {
    const loads = { fast: [] as ColdLoad[], phone: [] as ColdLoad[] };
    for (let run = 0; run < RUNS; run += 1) {
      loads.fast.push(await coldLoad(browser, baseURL + page, token));
      loads.phone.push(await coldLoad(browser, baseURL + page, token, true));
    }
    met &&= median(loads.phone.map((load) => load.firstRowMs)) <= TARGET_MS;
    console.log(
      `${page.padEnd(16)}  ${figures(loads.fast)}  ${figures(loads.phone)}` +
        `  (phone runs: ${loads.phone.map((load) => load.firstRowMs.toFixed(0)).join(', ')} ms)`,
    );
  }
  console.log(`Target ${met ? 'met' : 'NOT met'}.`);
});
