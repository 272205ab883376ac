import { openKey, sealKey } from '../../adapters/etims/key-box.ts';
import { HttpError } from '../../http/errors.ts';

/** SETTINGS_KEY_SECRET: the key businesses' own Paystack secret keys and SMTP passwords are sealed under. */
export interface SettingsKeys {
  /** 32 bytes; null: none can be stored (every business uses the instance's defaults). */
  secret: Buffer | null;
}

export const createSettingsKeys = (hex: string | undefined): SettingsKeys => ({
  secret: hex ? Buffer.from(hex, 'hex') : null,
});

/** 422 unless the server has SETTINGS_KEY_SECRET: without it no business stores settings of its own. */
export function canStore(keys: SettingsKeys, what: string): Buffer {
  if (!keys.secret) {
    throw new HttpError(
      422,
      `The ${what} cannot be stored: the server has no SETTINGS_KEY_SECRET (64 hex digits) to encrypt it with.`,
    );
  }
  return keys.secret;
}

/** Sealed exactly as the eTIMS communication key is (AES-256-GCM, `v1:` + base64 of IV, tag, ciphertext). */
export const seal = (keys: SettingsKeys, what: string, plain: string): string =>
  sealKey(canStore(keys, what), plain);

/** A stored secret the server cannot open: its SETTINGS_KEY_SECRET changed or is gone. */
export class SealedSecretError extends Error {
  override readonly name = 'SealedSecretError';
}

/** Opens a sealed value; a SealedSecretError naming what to do when the server's key changed or is gone. */
export function open(keys: SettingsKeys, what: string, stored: string): string {
  try {
    if (!keys.secret) throw new Error('no key');
    return openKey(keys.secret, stored);
  } catch {
    throw new SealedSecretError(
      `The stored ${what} cannot be opened: was SETTINGS_KEY_SECRET changed or removed? Enter it again.`,
    );
  }
}
