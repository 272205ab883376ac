import { DarajaTokens } from '../../adapters/daraja/client.ts';
import { DARAJA_BASE_URLS, type DarajaEnvironment } from '../../adapters/daraja/wire.ts';
import type { Db } from '../../db/client.ts';

/** What the Daraja routes and the STK query jobs need besides the database. */
export interface Daraja {
  /** DARAJA_KEY_SECRET: the key businesses' Daraja credentials are sealed under; null: none can be saved. */
  keySecret: Buffer | null;
  /** Safaricom's sandbox and production, or DARAJA_BASE_URL for both (a proxy, a mock). */
  baseUrls: Record<DarajaEnvironment, string>;
  tokens: DarajaTokens;
  fetch: typeof fetch;
  now: () => Date;
}

export interface DarajaOptions {
  db: Db;
  darajaKeySecret?: string | undefined;
  darajaBaseUrl?: string | undefined;
  now?: (() => Date) | undefined;
  /** Tests: how requests reach Daraja (the real `fetch` by default). */
  darajaFetch?: typeof fetch | undefined;
}

/** One token cache per database and process: the owners' and the pay server's calls share their tokens. */
const tokenCaches = new WeakMap<Db, DarajaTokens>();

export function createDaraja(options: DarajaOptions): Daraja {
  let tokens = tokenCaches.get(options.db);
  if (!tokens) {
    tokens = new DarajaTokens();
    tokenCaches.set(options.db, tokens);
  }
  const base = options.darajaBaseUrl?.replace(/\/+$/, '');
  return {
    keySecret: options.darajaKeySecret ? Buffer.from(options.darajaKeySecret, 'hex') : null,
    baseUrls: base ? { sandbox: base, production: base } : DARAJA_BASE_URLS,
    tokens,
    fetch: options.darajaFetch ?? ((input, init) => fetch(input, init)),
    now: options.now ?? (() => new Date()),
  };
}
