import type { Role } from '@daftari/contracts';
import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clockNow } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { accounts, memberships, sessions, users } from '../db/schema.ts';
import { HttpError, notAuthenticated } from './errors.ts';
import { enforceOwnerOnlyFields, enforcePermissions, enforceSentInvoiceRule } from './permission-checks.ts';
import { bearerToken, hashToken } from './tokens.ts';

/** last_seen_at (with the address and browser) is written at most this often per session. */
export const TOUCH_INTERVAL_MS = 60_000;
/** A membership's last_seen_at (the Team screen's "Last seen") is written at most this often. */
export const MEMBERSHIP_TOUCH_INTERVAL_MS = 5 * 60_000;

export interface AuthContext {
  userId: number;
  /** The business the request works in: the `X-Account-Id` header's, else the one the user last chose. */
  accountId: number;
  sessionId: number;
  /** The user's role in that business. */
  role: Role;
  /** That business asks its owners and accountants for two-step sign-in and this user has none yet. */
  twoStepMissing: boolean;
}

/** The business a request names with `X-Account-Id`: a member of another one is answered 404. */
export const ACCOUNT_HEADER = 'x-account-id';
export const accountNotFound = () => new HttpError(404, 'Business not found');

/**
 * The id in `X-Account-Id`, null when the header is absent; anything but an int4 id is 0, the id of no
 * business (so a signed-in user naming it gets 404, and a request without a valid token still 401).
 */
function requestedAccount(request: FastifyRequest): number | null {
  const header = request.headers[ACCOUNT_HEADER];
  if (header === undefined) return null;
  const value = Array.isArray(header) ? '' : header.trim();
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) return 0;
  return Number(value);
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
 * The session a token opens, or null when it is unknown, expired or revoked, working in business `account`
 * (null: the one the user last chose). Seen from `client`: its last_seen_at, address and browser are written
 * when the last write is older than TOUCH_INTERVAL_MS, and the membership's last_seen_at (by the app's clock)
 * when it is unset or older than MEMBERSHIP_TOUCH_INTERVAL_MS; most requests write nothing. A business the user is no
 * active member of: 404 when it was asked for; when it was only the last chosen, the user's first other one.
 */
export async function findSession(
  db: Db,
  token: string,
  client?: SessionClient,
  account: number | null = null,
): Promise<AuthContext | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastChosen: users.accountId,
      twoStep: sql<boolean>`${users.totpEnabledAt} is not null`,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row) return null;
  const member = await activeMembership(db, row.userId, account ?? row.lastChosen);
  const found = member ?? (account === null ? await activeMembership(db, row.userId, null) : undefined);
  if (!found) {
    if (account !== null) throw accountNotFound();
    return null;
  }
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, ...client })
      .where(eq(sessions.id, row.sessionId));
  }
  await touchMembership(db, found);
  const twoStepMissing = found.requireTwoStep && !row.twoStep && ['owner', 'accountant'].includes(found.role);
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    accountId: found.accountId,
    role: found.role,
    twoStepMissing,
  };
}

/**
 * Writes the membership's last_seen_at when it is unset or older than MEMBERSHIP_TOUCH_INTERVAL_MS; the same
 * condition in the update makes concurrent requests of one member write it once.
 */
async function touchMembership(db: Db, member: { id: number; accountId: number; lastSeenAt: Date | null }) {
  const now = clockNow();
  const cutoff = new Date(now.getTime() - MEMBERSHIP_TOUCH_INTERVAL_MS);
  if (member.lastSeenAt && member.lastSeenAt >= cutoff) return;
  await db
    .update(memberships)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(memberships.id, member.id),
        eq(memberships.accountId, member.accountId),
        or(isNull(memberships.lastSeenAt), lt(memberships.lastSeenAt, cutoff)),
      ),
    );
}

/** The user's active membership of `account` (null: of the first business they joined). */
async function activeMembership(db: Db, userId: number, account: number | null) {
  const [found] = await db
    .select({
      id: memberships.id,
      accountId: memberships.accountId,
      role: sql<Role>`${memberships.role}`,
      lastSeenAt: memberships.lastSeenAt,
      requireTwoStep: accounts.requireTwoStep,
    })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.status, 'active'),
        ...(account === null ? [] : [eq(memberships.accountId, account)]),
      ),
    )
    .orderBy(asc(memberships.id))
    .limit(1);
  return found;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth for every route registered through `authenticatedRoutes`. */
    auth: AuthContext | null;
  }
}

/**
 * Checks the bearer token and puts `{userId, accountId, sessionId, role}` on the request (the business of
 * `X-Account-Id` or the last chosen one); 401 otherwise, 404 for a business the user is no member of.
 */
export function requireAuth(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw notAuthenticated();
    const auth = await findSession(db, token, clientOf(request), requestedAccount(request));
    if (!auth) throw notAuthenticated();
    request.auth = auth;
  };
}

/**
 * Registers a group of routes that all need a signed-in user and a role the permission table allows for the
 * route. Inside, `authOf(request).accountId` is the account every query must be scoped by.
 */
export async function authenticatedRoutes(
  app: FastifyInstance,
  db: Db,
  register: (authed: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (authed) => {
    authed.addHook('onRequest', requireAuth(db));
    authed.addHook('onRequest', async (request) => enforcePermissions(request));
    authed.addHook('onRequest', async (request) => enforceSentInvoiceRule(db, request));
    authed.addHook('preHandler', async (request) => enforceOwnerOnlyFields(request));
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
