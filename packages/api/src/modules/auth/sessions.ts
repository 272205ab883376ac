import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** last_used_at is written at most this often per session, not on every request. */
const TOUCH_INTERVAL_MS = 5 * 60_000;

export interface AuthContext {
  userId: number;
  accountId: number;
  sessionId: number;
}

/** Opens a session and returns its bearer token (shown once, never stored). */
export async function createSession(db: Db, userId: number, accountId: number): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    accountId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  // Housekeeping: this user's expired sessions.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)));
  return token;
}

/** The session a token opens, or null when it is unknown, expired or revoked. */
export async function findSession(db: Db, token: string): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      accountId: sessions.accountId,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastUsedAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId, accountId: row.accountId };
}

/** Revokes a session (logout). */
export async function deleteSession(db: Db, auth: AuthContext): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.id, auth.sessionId), eq(sessions.accountId, auth.accountId)));
}
