import type { OscuSession } from '../../adapters/etims/client.ts';
import { openKey } from '../../adapters/etims/key-box.ts';
import type { OAuthCredentials } from '../../adapters/etims/oauth.ts';
import type { etimsSettings } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { Etims } from './setup.ts';

type SettingsRow = typeof etimsSettings.$inferSelect;

/**
 * The OAuth consumer key and secret a business calls KRA with: its own (stored sealed), else the install's
 * (ETIMS_CONSUMER_KEY/SECRET; the simulator's for the simulator); without, a 422 the owner can act on (a job
 * keeps its message).
 */
export function credentialsOf(settings: SettingsRow, etims: Etims): OAuthCredentials {
  if (settings.consumerKey && settings.consumerSecret) {
    return {
      consumerKey: openKey(etims.keySecret, settings.consumerKey),
      consumerSecret: openKey(etims.keySecret, settings.consumerSecret),
    };
  }
  if (etims.defaultCredentials) return etims.defaultCredentials;
  throw new HttpError(
    422,
    "Set the eTIMS consumer key and secret from KRA's developer portal (Invoicing › Settings › KRA eTIMS), then retry.",
  );
}

/** Who calls KRA for an initialized account: its credentials and branch headers with the opened key. */
export function sessionOf(settings: SettingsRow | null, etims: Etims): OscuSession {
  if (!settings?.kraPin || !settings.communicationKey) {
    throw new HttpError(
      422,
      'KRA eTIMS is not initialized for this account: initialize it, then retry this job.',
    );
  }
  return {
    credentials: credentialsOf(settings, etims),
    headers: {
      tin: settings.kraPin,
      bhfId: settings.branchId,
      cmcKey: openKey(etims.keySecret, settings.communicationKey),
    },
  };
}
