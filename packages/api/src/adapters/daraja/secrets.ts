import { openKey, sealKey } from '../etims/key-box.ts';

/**
 * A business's Daraja consumer key, consumer secret and passkey at rest: sealed exactly as the eTIMS
 * communication key is (AES-256-GCM, `v1:` + base64 of IV, tag and ciphertext), under DARAJA_KEY_SECRET.
 */
export const sealSecret = (secret: Buffer, plain: string): string => sealKey(secret, plain);

export function openSecret(secret: Buffer, stored: string): string {
  try {
    return openKey(secret, stored);
  } catch {
    throw new Error(
      'the stored Daraja credentials cannot be opened: was DARAJA_KEY_SECRET changed? Enter them again.',
    );
  }
}
