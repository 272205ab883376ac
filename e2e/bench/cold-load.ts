import type { Browser } from '@playwright/test';
import { coldSession } from './throttling.ts';

/** How a response is counted: the app's files, the federation's own metadata, or data from the API. */
export const KINDS = ['document', 'script', 'stylesheet', 'federation metadata', 'api', 'other'] as const;
export type Kind = (typeof KINDS)[number];

export interface Tally {
  requests: number;
  /** Bytes on the wire: headers and bodies as sent, compressed as the server compressed them. */
  bytes: number;
}

export interface ColdLoad extends Tally {
  /** From navigation start to the frame that paints the first data row of the page's table. */
  firstRowMs: number;
  byKind: Record<Kind, Tally>;
}

/** A row of real data: not a skeleton row, not the single cell of an empty or loading message. */
const DATA_ROW = 'table tbody tr:not([data-skeleton]):not(:has(> td[data-message]))';

/** `type` is DevTools' resource type (Document, Script, Stylesheet, Fetch…). */
function kindOf(url: string, type: string | undefined): Kind {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname.endsWith('/remotes.json') || pathname.endsWith('/mf-manifest.json'))
    return 'federation metadata';
  const kind = type?.toLowerCase();
  return kind === 'document' || kind === 'script' || kind === 'stylesheet' ? kind : 'other';
}

/**
 * Opens `url` signed in (the token is put in local storage before any script runs) in a fresh browser
 * context with the HTTP cache disabled (on a phone's network and CPU with `phone`), waits for the first data
 * row of the table and for the network to settle, and counts every request the page made.
 */
export async function coldLoad(
  browser: Browser,
  url: string,
  token: string,
  phone = false,
): Promise<ColdLoad> {
  const context = await browser.newContext();
  try {
    await context.addInitScript(
      ({ token, selector }) => {
        localStorage.setItem('auth_token', token);
        const observer = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            (window as { firstRowAt?: number }).firstRowAt = performance.now();
          });
        });
        observer.observe(document, { childList: true, subtree: true });
      },
      { token, selector: DATA_ROW },
    );
    const page = await context.newPage();
    const cdp = await coldSession(context, page, phone);

    const byKind = Object.fromEntries(KINDS.map((kind) => [kind, { requests: 0, bytes: 0 }])) as Record<
      Kind,
      Tally
    >;
    const kinds = new Map<string, Kind>();
    cdp.on('Network.requestWillBeSent', (event) => {
      // A redirect is sent again under the same id: one request.
      if (kinds.has(event.requestId)) return;
      const kind = kindOf(event.request.url, event.type);
      kinds.set(event.requestId, kind);
      byKind[kind].requests += 1;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const kind = kinds.get(event.requestId);
      if (kind) byKind[kind].bytes += event.encodedDataLength;
    });

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(url);
    await page
      .locator(DATA_ROW)
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 })
      .catch(async (error: Error) => {
        const text = ((await page.locator('body').textContent()) ?? '').slice(0, 300);
        throw new Error(
          `${url}: no data row (${error.message})\npage: ${text}\nconsole: ${errors.join('\n')}`,
        );
      });
    const firstRowMs = await page.waitForFunction(() => (window as { firstRowAt?: number }).firstRowAt);
    await page.waitForLoadState('networkidle');
    const totals = Object.values(byKind).reduce(
      (sum, tally) => ({ requests: sum.requests + tally.requests, bytes: sum.bytes + tally.bytes }),
      { requests: 0, bytes: 0 },
    );
    return { ...totals, firstRowMs: (await firstRowMs.jsonValue()) as number, byKind };
  } finally {
    await context.close();
  }
}
