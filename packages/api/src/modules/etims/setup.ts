import { createEtimsClient, type EtimsClient } from '../../adapters/etims/client.ts';
import { keySecretFromHex, SIMULATOR_KEY_SECRET } from '../../adapters/etims/key-box.ts';
import { createTokenSource, KRA_TOKEN_URLS, type OAuthCredentials } from '../../adapters/etims/oauth.ts';
import {
  createEtimsSimulator,
  type EtimsSimulator,
  SIMULATOR_BASE_URL,
  SIMULATOR_CREDENTIALS,
  SIMULATOR_TOKEN_URL,
} from '../../adapters/etims/simulator.ts';
import { RECEIPT_CHECK_URLS } from '../../adapters/etims/wire.ts';
import type { Db } from '../../db/client.ts';

/** Where the OSCU calls go: the built-in simulator, KRA's sandbox or its production. */
export type EtimsEnvironment = 'simulator' | 'sandbox' | 'production';

/** KRA eTIMS for the routes and the job runner: the client, the key the secrets are sealed with. */
export interface Etims {
  client: EtimsClient;
  keySecret: Buffer;
  environment: EtimsEnvironment;
  /** The built-in simulator when ETIMS_BASE_URL is unset; null when the client talks to KRA. */
  simulator: EtimsSimulator | null;
  /** KRA's receipt check page the QR codes open: the sandbox's for the sandbox and the simulator. */
  receiptCheckPage: string;
  /** The OAuth credentials of a business that set none (ETIMS_CONSUMER_KEY/SECRET, or the simulator's). */
  defaultCredentials: OAuthCredentials | null;
}

export interface EtimsOptions {
  db: Db;
  etimsBaseUrl?: string | undefined;
  etimsKeySecret?: string | undefined;
  etimsTokenUrl?: string | undefined;
  etimsConsumerKey?: string | undefined;
  etimsConsumerSecret?: string | undefined;
}

/**
 * One simulator per database and process: the route that initializes and the runner that signs must share
 * it (it remembers the communication key it issued).
 */
const builtIn = new WeakMap<Db, EtimsSimulator>();

/** KRA's OSCU API at ETIMS_BASE_URL (config requires ETIMS_KEY_SECRET with it), else the built-in simulator. */
export function createEtims(options: EtimsOptions): Etims {
  if (options.etimsBaseUrl && options.etimsKeySecret) {
    const environment = /sbx/i.test(new URL(options.etimsBaseUrl).hostname) ? 'sandbox' : 'production';
    const tokens = createTokenSource({ tokenUrl: options.etimsTokenUrl ?? KRA_TOKEN_URLS[environment] });
    return {
      client: createEtimsClient({ baseUrl: options.etimsBaseUrl, tokens }),
      keySecret: keySecretFromHex(options.etimsKeySecret),
      environment,
      simulator: null,
      receiptCheckPage: RECEIPT_CHECK_URLS[environment],
      defaultCredentials:
        options.etimsConsumerKey && options.etimsConsumerSecret
          ? { consumerKey: options.etimsConsumerKey, consumerSecret: options.etimsConsumerSecret }
          : null,
    };
  }
  let simulator = builtIn.get(options.db);
  if (!simulator) {
    simulator = createEtimsSimulator();
    builtIn.set(options.db, simulator);
  }
  const tokens = createTokenSource({ tokenUrl: SIMULATOR_TOKEN_URL, fetch: simulator.fetch });
  return {
    client: createEtimsClient({ baseUrl: SIMULATOR_BASE_URL, fetch: simulator.fetch, tokens }),
    keySecret: options.etimsKeySecret ? keySecretFromHex(options.etimsKeySecret) : SIMULATOR_KEY_SECRET,
    environment: 'simulator',
    simulator,
    receiptCheckPage: RECEIPT_CHECK_URLS.sandbox,
    defaultCredentials: SIMULATOR_CREDENTIALS,
  };
}
