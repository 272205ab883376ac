import { gzipSync } from 'node:zlib';
import type { Browser, Request } from '@playwright/test';

/** How a response is counted: the app's files, the federation's own metadata, or data from the API. */
export const KINDS = ['document', 'script', 'stylesheet', 'federation metadata', 'api', 'other'] as const;
export type Kind = (typeof KINDS)[number];

export interface Tally {
  requests: number;
  /** Sum of the gzip size (zlib level 6) of every response body: the server itself does not compress. */
  gzipBytes: number;
}

export interface ColdLoad extends Tally {
  /** From navigation start to the frame that paints the first data row of the page's table. */
  firstRowMs: number;
  byKind: Record<Kind, Tally>;
}

/** A row of real data: not a skeleton row, not the single cell of an empty or loading message. */
const DATA_ROW = 'table tbody tr:not([data-skeleton]):not(:has(> td[data-message]))';

function kindOf(request: Request): Kind {
  const { pathname } = new URL(request.url());
  if (pathname.startsWith('/api/')) return 'api';
  if (pathname.endsWith('/remotes.json') || pathname.endsWith('/mf-manifest.json'))
    return 'federation metadata';
  const type = request.resourceType();
  return type === 'document' || type === 'script' || type === 'stylesheet' ? type : 'other';
}

/**
 * Opens `url` signed in (the token is put in local storage before any script runs) in a fresh browser
 * context with the HTTP cache disabled, waits for the first data row of the table and for the network to
 * settle, and counts every request the page made.
 */
export async function coldLoad(browser: Browser, url: string, token: string): Promise<ColdLoad> {
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
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const byKind = Object.fromEntries(KINDS.map((kind) => [kind, { requests: 0, gzipBytes: 0 }])) as Record<
      Kind,
      Tally
    >;
    const bodies: Promise<void>[] = [];
    page.on('request', (request) => {
      byKind[kindOf(request)].requests += 1;
    });
    page.on('response', (response) => {
      bodies.push(
        response.body().then(
          (body) => {
            byKind[kindOf(response.request())].gzipBytes += gzipSync(body).length;
          },
          () => undefined, // redirects and aborted requests have no body
        ),
      );
    });

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(url);
    await page
      .locator(DATA_ROW)
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 })
      .catch(async (error: Error) => {
        const text = ((await page.locator('body').textContent()) ?? '').slice(0, 300);
        throw new Error(
          `${url}: no data row (${error.message})\npage: ${text}\nconsole: ${errors.join('\n')}`,
        );
      });
    const firstRowMs = await page.waitForFunction(() => (window as { firstRowAt?: number }).firstRowAt);
    await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    const totals = Object.values(byKind).reduce(
      (sum, tally) => ({
        requests: sum.requests + tally.requests,
        gzipBytes: sum.gzipBytes + tally.gzipBytes,
      }),
      { requests: 0, gzipBytes: 0 },
    );
    return { ...totals, firstRowMs: (await firstRowMs.jsonValue()) as number, byKind };
  } finally {
    await context.close();
  }
}
