import { loginRequestSchema, signupRequestSchema } from '@daftari/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { parseBody } from '../../http/validate.ts';
import { authOf } from './require-auth.ts';
import { currentUser, login, type SignedIn, signup } from './service.ts';
import { deleteSession } from './sessions.ts';

/** The e-mail of a sign-up or login body, whatever its shape or validity, for the per-e-mail limit. */
function attemptedEmail(body: unknown): string | null {
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  const email = record(record(body)?.user)?.email ?? record(body)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 254) : null;
}

function attemptKeys(action: 'login' | 'signup', request: FastifyRequest): string[] {
  const email = attemptedEmail(request.body);
  return [`${action}:ip:${request.ip}`, ...(email ? [`${action}:email:${email}`] : [])];
}

function signedIn(reply: FastifyReply, status: number, { token, user }: SignedIn) {
  return reply.code(status).header('authorization', `Bearer ${token}`).send({ data: user });
}

/** POST /signup and POST /login: open to anyone, limited per IP and per e-mail. */
export function registerAuthRoutes(app: FastifyInstance, { db, throttle }: AppDeps): void {
  app.post('/signup', async (request, reply) => {
    await throttle.hit(attemptKeys('signup', request));
    const { user } = parseBody(signupRequestSchema, request);
    const result = await signup(db, user);
    request.log.info({ userId: result.user.id, accountId: result.user.account.id }, 'signed up');
    return signedIn(reply, 201, result);
  });

  app.post('/login', async (request, reply) => {
    await throttle.hit(attemptKeys('login', request));
    const result = await login(db, parseBody(loginRequestSchema, request));
    request.log.info({ userId: result.user.id }, 'logged in');
    return signedIn(reply, 200, result);
  });
}

/** DELETE /logout and GET /users/current (authenticated group). */
export function registerSessionRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.delete('/logout', async (request, reply) => {
    await deleteSession(db, authOf(request));
    return reply.code(204).send();
  });

  app.get('/users/current', async (request) => {
    return { data: await currentUser(db, authOf(request)) };
  });
}
