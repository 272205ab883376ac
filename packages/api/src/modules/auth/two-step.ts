import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, users } from '../../db/schema.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { hashToken } from '../../http/tokens.ts';
import type { TotpSecrets } from './totp-secret.ts';

/** RFC 6238 as authenticator apps expect it: SHA-1, six digits, 30 s; one step either side for clock drift. */
const PERIOD = 30;
const WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, email = '') =>
  new OTPAuth.TOTP({
    issuer: 'Daftari',
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** A recovery code as typed: case, spaces and dashes do not matter. */
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Ten codes of twelve hex digits (48 random bits each), shown as `xxxxxx-xxxxxx`. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = randomBytes(6).toString('hex');
    return `${code.slice(0, 6)}-${code.slice(6)}`;
  });
}

/** The user's two-step state, the secret opened. */
async function twoStepOf(db: Db, secrets: TotpSecrets, userId: number) {
  const [user] = await db
    .select({
      email: users.email,
      secret: users.totpSecret,
      enabledAt: users.totpEnabledAt,
      lastStep: users.totpLastStep,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new HttpError(401, 'Not authenticated');
  return { ...user, secret: user.secret === null ? null : secrets.open(user.secret) };
}

/**
 * Takes a current code once: the step it belongs to must be later than the last one accepted (set in the
 * same statement, so two requests with one code cannot both pass).
 */
async function takeCode(db: Db, userId: number, secret: string, code: string, now: Date): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / PERIOD) + delta;
  const taken = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return taken.length > 0;
}

/** Uses up an unused recovery code of the user; false when there is none such. */
async function takeRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(normalizeRecovery(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** POST /users/current/totp: a new secret (replacing one not yet enabled); 422 while two-step is on. */
export async function startTwoStep(db: Db, secrets: TotpSecrets, userId: number) {
  const user = await twoStepOf(db, secrets, userId);
  if (user.enabledAt) throw invalidField('totp', 'Two-step sign-in is already on; turn it off first');
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await db
    .update(users)
    .set({ totpSecret: secrets.seal(secret), totpLastStep: null })
    .where(eq(users.id, userId));
  return { secret, otpauth_url: totpOf(secret, user.email).toString() };
}

/** POST /users/current/totp/enable: a current code turns it on; answers the recovery codes (kept hashed). */
export async function enableTwoStep(db: Db, secrets: TotpSecrets, userId: number, code: string, now: Date) {
  const user = await twoStepOf(db, secrets, userId);
  if (user.enabledAt) throw invalidField('code', 'Two-step sign-in is already on');
  if (!user.secret) throw invalidField('code', 'Ask for a secret first (POST /users/current/totp)');
  if (!(await takeCode(db, userId, user.secret, code, now))) throw invalidField('code', 'Code is invalid');
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((one) => ({ userId, codeHash: hashToken(normalizeRecovery(one)) })));
    await tx.update(users).set({ totpEnabledAt: now }).where(eq(users.id, userId));
  });
  return { recovery_codes: codes };
}

/** DELETE /users/current/totp: a current code (or a recovery code) turns it off. */
export async function disableTwoStep(
  db: Db,
  secrets: TotpSecrets,
  userId: number,
  code: string,
  now: Date,
): Promise<void> {
  const user = await twoStepOf(db, secrets, userId);
  if (!user.enabledAt || !user.secret) throw invalidField('code', 'Two-step sign-in is not on');
  const valid =
    (await takeCode(db, userId, user.secret, code, now)) || (await takeRecoveryCode(db, userId, code, now));
  if (!valid) throw invalidField('code', 'Code is invalid');
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
  });
}

/**
 * The second step of a sign-in whose password was right: nothing for a user without two-step sign-in,
 * else a current code or an unused recovery code in `otp`; 401 with details.otp otherwise.
 */
export async function checkSecondStep(
  db: Db,
  secrets: TotpSecrets,
  userId: number,
  otp: string | undefined,
  now: Date,
) {
  const user = await twoStepOf(db, secrets, userId);
  if (!user.enabledAt || !user.secret) return;
  if (!otp) throw new HttpError(401, 'Enter the code from your authenticator app', { otp: ['is required'] });
  const valid =
    (await takeCode(db, userId, user.secret, otp, now)) || (await takeRecoveryCode(db, userId, otp, now));
  if (!valid) throw new HttpError(401, 'The code is invalid or was already used', { otp: ['is invalid'] });
}
