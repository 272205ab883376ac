import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { notAuthenticated } from './errors.ts';
import { bearerToken, hashToken } from './tokens.ts';

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

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth for every route registered through `authenticatedRoutes`. */
    auth: AuthContext | null;
  }
}

/** Checks the bearer token and puts `{userId, accountId, sessionId}` on the request; 401 otherwise. */
export function requireAuth(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    const auth = token ? await findSession(db, token, clientOf(request)) : null;
    if (!auth) throw notAuthenticated();
    request.auth = auth;
  };
}

/**
 * Registers a group of routes that all need a signed-in user. Inside, `authOf(request).accountId` is the
 * account every query must be scoped by.
 */
export async function authenticatedRoutes(
  app: FastifyInstance,
  db: Db,
  register: (authed: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (authed) => {
    authed.addHook('onRequest', requireAuth(db));
    await register(authed);
  });
}

/** The signed-in user of a request inside `authenticatedRoutes`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw notAuthenticated();
  return request.auth;
}

/** The headers that carry a request's credentials, for a request the API makes to itself on its behalf. */
export function credentialHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'x-account-id']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
