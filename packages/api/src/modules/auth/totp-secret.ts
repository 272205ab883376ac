import { createHash } from 'node:crypto';
import { and, eq, like, not } from 'drizzle-orm';
import { openKey, sealKey } from '../../adapters/etims/key-box.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * Two-step secrets at rest, sealed the way the eTIMS communication key is (adapters/etims/key-box.ts:
 * AES-256-GCM, `v1:` + base64 of IV, tag and ciphertext) under TOTP_KEY_SECRET, so a copy of the database
 * (a backup, a dump) alone does not give anyone the codes.
 */
export interface TotpSecrets {
  seal(base32: string): string;
  /** The base32 secret of a stored one; a secret stored before sealing existed (plain base32) as it is. */
  open(stored: string): string;
}

/** The key when TOTP_KEY_SECRET is unset: sealed all the same, but with a key that ships with the code. */
const BUILT_IN_KEY = createHash('sha256').update('daftari two-step secrets').digest();

const SEALED = 'v1:';

/** The secrets under `keyHex` (64 hex digits), or the built-in key when it is unset. */
export function totpSecrets(keyHex: string | undefined): TotpSecrets {
  const key = keyHex ? Buffer.from(keyHex, 'hex') : BUILT_IN_KEY;
  return {
    seal: (base32) => sealKey(key, base32),
    open: (stored) => {
      if (!stored.startsWith(SEALED)) return stored;
      try {
        return openKey(key, stored);
      } catch {
        throw new Error('a stored two-step secret cannot be opened: was TOTP_KEY_SECRET changed?');
      }
    },
  };
}

/**
 * Seals every secret still stored in plain text (written before sealing existed); run at every start, it
 * finds none once done. Answers how many it sealed. Each row is updated only if it still holds the plain
 * secret it read, so a secret replaced meanwhile is left to its new value.
 */
export async function sealPlainTotpSecrets(db: Db, secrets: TotpSecrets): Promise<number> {
  const plain = await db
    .select({ id: users.id, secret: users.totpSecret })
    .from(users)
    .where(not(like(users.totpSecret, `${SEALED}%`)));
  let sealed = 0;
  for (const row of plain) {
    if (!row.secret) continue;
    const done = await db
      .update(users)
      .set({ totpSecret: secrets.seal(row.secret) })
      .where(and(eq(users.id, row.id), eq(users.totpSecret, row.secret)))
      .returning({ id: users.id });
    sealed += done.length;
  }
  return sealed;
}
