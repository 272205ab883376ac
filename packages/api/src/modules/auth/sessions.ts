import type { Session } from '@daftari/contracts';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** last_seen_at (with the address and browser) is written at most this often per session. */
export const TOUCH_INTERVAL_MS = 60_000;

export interface AuthContext {
  userId: number;
  accountId: number;
  sessionId: number;
}

/** Where a session is used from: the browser's User-Agent and the client's address. */
export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
}

/** The client of a request, cut to the columns' widths. */
export function clientOf(request: FastifyRequest): SessionClient {
  const agent = request.headers['user-agent']?.trim();
  return { userAgent: agent ? agent.slice(0, 500) : null, ip: request.ip ? request.ip.slice(0, 64) : null };
}

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

/**
 * The session a token opens, or null when it is unknown, expired or revoked. Seen from `client`: its
 * last_seen_at, address and browser are written when the last write is older than TOUCH_INTERVAL_MS.
 */
export async function findSession(
  db: Db,
  token: string,
  client?: SessionClient,
): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      accountId: sessions.accountId,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, ...client })
      .where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId, accountId: row.accountId };
}

/** Revokes a session (logout). */
export async function deleteSession(db: Db, auth: AuthContext): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.id, auth.sessionId), eq(sessions.accountId, auth.accountId)));
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

/** Ends every session of the user, but `keep` when given (the one asking). */
export async function endSessions(db: Executor, userId: number, keep?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ...(keep === undefined ? [] : [ne(sessions.id, keep)])));
}
