import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The eTIMS communication key at rest: AES-256-GCM under ETIMS_KEY_SECRET (32 bytes, 64 hex digits), stored
 * as `v1:` and base64 of IV (12 bytes), tag (16 bytes) and ciphertext. A wrong secret or a changed value
 * fails to open (the tag).
 */

/** The secret for the built-in simulator when ETIMS_KEY_SECRET is unset: its keys protect nothing real. */
export const SIMULATOR_KEY_SECRET = createHash('sha256').update('daftari eTIMS simulator').digest();

export function keySecretFromHex(hex: string): Buffer {
  return Buffer.from(hex, 'hex');
}

export function sealKey(secret: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
}

export function openKey(secret: Buffer, stored: string): string {
  if (!stored.startsWith('v1:')) throw new Error('the stored eTIMS key is not in a known format');
  const raw = Buffer.from(stored.slice(3), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', secret, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  try {
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('the stored eTIMS key cannot be opened: was ETIMS_KEY_SECRET changed? Initialize again.');
  }
}
