import { createEtimsClient, type EtimsClient } from '../../adapters/etims/client.ts';
import { keySecretFromHex, SIMULATOR_KEY_SECRET } from '../../adapters/etims/key-box.ts';
import {
  createEtimsSimulator,
  type EtimsSimulator,
  SIMULATOR_BASE_URL,
} from '../../adapters/etims/simulator.ts';
import { RECEIPT_CHECK_URLS } from '../../adapters/etims/wire.ts';
import type { Db } from '../../db/client.ts';

/** KRA eTIMS for the routes and the job runner: the client, the key the communication keys are sealed with. */
export interface Etims {
  client: EtimsClient;
  keySecret: Buffer;
  /** The built-in simulator when ETIMS_BASE_URL is unset; null when the client talks to KRA. */
  simulator: EtimsSimulator | null;
  /** KRA's receipt check page the QR codes open: the sandbox's for the sandbox and the simulator. */
  receiptCheckPage: string;
}

export interface EtimsOptions {
  db: Db;
  etimsBaseUrl?: string | undefined;
  etimsKeySecret?: string | undefined;
}

/**
 * One simulator per database and process: the route that initializes and the runner that signs must share
 * it (it remembers the communication key it issued).
 */
const builtIn = new WeakMap<Db, EtimsSimulator>();

/** KRA's OSCU API at ETIMS_BASE_URL (config requires ETIMS_KEY_SECRET with it), else the built-in simulator. */
export function createEtims(options: EtimsOptions): Etims {
  if (options.etimsBaseUrl && options.etimsKeySecret) {
    return {
      client: createEtimsClient({ baseUrl: options.etimsBaseUrl }),
      keySecret: keySecretFromHex(options.etimsKeySecret),
      simulator: null,
      receiptCheckPage: /sbx/i.test(new URL(options.etimsBaseUrl).hostname)
        ? RECEIPT_CHECK_URLS.sandbox
        : RECEIPT_CHECK_URLS.production,
    };
  }
  let simulator = builtIn.get(options.db);
  if (!simulator) {
    simulator = createEtimsSimulator();
    builtIn.set(options.db, simulator);
  }
  return {
    client: createEtimsClient({ baseUrl: SIMULATOR_BASE_URL, fetch: simulator.fetch }),
    keySecret: options.etimsKeySecret ? keySecretFromHex(options.etimsKeySecret) : SIMULATOR_KEY_SECRET,
    simulator,
    receiptCheckPage: RECEIPT_CHECK_URLS.sandbox,
  };
}
