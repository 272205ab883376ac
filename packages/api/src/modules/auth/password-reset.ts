import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { passwordResets, users } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { hashToken, newToken } from '../../http/tokens.ts';
import { hashPassword } from './passwords.ts';
import { resetEmail } from './reset-email.ts';
import { endSessions } from './sessions.ts';

/** How long a reset link works. */
export const RESET_TTL_MS = 60 * 60_000;

export const resetLinkNotFound = () =>
  new HttpError(404, 'This password reset link is invalid or has expired. Ask for a new one.');

/**
 * Stores a reset link for the user with `email`, when there is one. One statement whether or not the e-mail
 * is registered (an insert of what a select finds), so the answer's time tells little. Answers the token
 * and its user, or null.
 */
export async function createPasswordReset(
  db: Db,
  email: string,
  now: Date,
): Promise<{ token: string; userId: number } | null> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
  const inserted = await db.execute(sql`
    insert into ${passwordResets} (user_id, token_hash, created_at, expires_at)
    select ${users.id}, ${hashToken(token)}, ${now.toISOString()}, ${expiresAt.toISOString()}
    from ${users} where ${users.email} = ${email}
    returning user_id`);
  const userId = rowsOf<{ user_id: number | string }>(inserted)[0]?.user_id;
  return userId === undefined ? null : { token, userId: Number(userId) };
}

/**
 * Sends the reset link to its user (SMTP, or the outbox of the user's business) and drops the user's links
 * that expired.
 */
export async function sendPasswordReset(
  deps: { db: Db; mailer: Mailer },
  reset: { token: string; userId: number },
  origin: string,
  now: Date,
): Promise<void> {
  const { db } = deps;
  const [user] = await db
    .select({ email: users.email, name: users.name, accountId: users.accountId })
    .from(users)
    .where(eq(users.id, reset.userId));
  if (!user) return;
  await db
    .delete(passwordResets)
    .where(and(eq(passwordResets.userId, reset.userId), lt(passwordResets.expiresAt, now)));
  const link = `${origin}/reset-password/${reset.token}`;
  await deps.mailer.send(user.accountId, { to: user.email, ...resetEmail(user.name, link), attachments: [] });
}

/**
 * Sets a new password through a reset link: the link is used up (with every other link of the user) and
 * every session of the user ends. An unknown, used or expired link: 404. Answers whose password it was.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now: Date,
): Promise<{ userId: number; accountId: number }> {
  const valid = and(eq(passwordResets.tokenHash, hashToken(token)), gt(passwordResets.expiresAt, now));
  const [found] = await db.select({ id: passwordResets.id }).from(passwordResets).where(valid).limit(1);
  if (!found) throw resetLinkNotFound();
  // Hash before the transaction: PGlite serialises all queries, so nothing slow may run inside one.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // The delete decides: of two requests with one link, only the one that deletes it sets a password.
    const [used] = await tx.delete(passwordResets).where(valid).returning({ userId: passwordResets.userId });
    if (!used) throw resetLinkNotFound();
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning({ userId: users.id, accountId: users.accountId });
    await tx.delete(passwordResets).where(eq(passwordResets.userId, used.userId));
    await endSessions(tx, used.userId);
    return user!;
  });
}
