import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notAuthenticated } from '../../http/errors.ts';
import { type AuthContext, clientOf, findSession } from './sessions.ts';
import { bearerToken } from './tokens.ts';

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
