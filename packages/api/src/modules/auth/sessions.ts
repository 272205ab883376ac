import type { Session } from '@daftari/contracts';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { AuthContext, SessionClient } from '../../http/auth.ts';
import { hashToken, newToken } from '../../http/tokens.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

/** Opens a session and returns its bearer token (shown once, never stored). */
export async function createSession(
  db: Db,
  userId: number,
  accountId: number,
  client: SessionClient = { userAgent: null, ip: null },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    accountId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    ...client,
  });
  // Housekeeping: this user's expired sessions.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)));
  return token;
}

/** Revokes a session (logout). */
export async function deleteSession(db: Db, auth: AuthContext): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.id, auth.sessionId), eq(sessions.userId, auth.userId)));
}

/** The user's open sessions: the asking one first, then the most recently seen. */
export async function listSessions(db: Db, auth: AuthContext): Promise<Session[]> {
  const rows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, auth.userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(eq(sessions.id, auth.sessionId)), desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    current: row.id === auth.sessionId,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    user_agent: row.userAgent,
    ip: row.ip,
  }));
}

/** Revokes one of the user's sessions; false when the user has no session of that id. */
export async function revokeSession(db: Db, userId: number, sessionId: number): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends the user's sessions opened in business `accountId` (their membership there ended). */
export async function endSessionsIn(db: Executor, userId: number, accountId: number): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.accountId, accountId)));
}

/** Ends every session of the user, but `keep` when given (the one asking). */
export async function endSessions(db: Executor, userId: number, keep?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ...(keep === undefined ? [] : [ne(sessions.id, keep)])));
}
