import { hasControlCharacter, loginRequestSchema, signupRequestSchema } from '@daftari/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { noteAudit } from '../../http/audit-note.ts';
import { authOf, clientOf } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { login, type SignedIn, signup, userByEmail } from './service.ts';
import { deleteSession } from './sessions.ts';

/** The e-mail of a sign-up or login body, whatever its shape or validity, for the per-e-mail limit. */
export function attemptedEmail(body: unknown): string | null {
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  const email = record(record(body)?.user)?.email ?? record(body)?.email;
  // Text the database cannot store (a NUL) is no e-mail: the body is refused right after this anyway.
  if (typeof email !== 'string' || !email.trim() || hasControlCharacter(email)) return null;
  return email.trim().toLowerCase().slice(0, 254);
}

/** Sign-ups are limited per IP and per e-mail; sign-ins per IP (per e-mail they slow down instead). */
function signupKeys(request: FastifyRequest): string[] {
  const email = attemptedEmail(request.body);
  return [`signup:ip:${request.ip}`, ...(email ? [`signup:email:${email}`] : [])];
}

export function signedIn(reply: FastifyReply, status: number, { token, user }: SignedIn) {
  return reply.code(status).header('authorization', `Bearer ${token}`).send({ data: user });
}

/** POST /signup and POST /login: open to anyone, limited per IP; failed sign-ins slow their e-mail down. */
export function registerAuthRoutes(
  app: FastifyInstance,
  { db, throttle, loginBackoff, etimsEnvironment, now, totpSecrets }: AppDeps,
): void {
  app.post('/signup', async (request, reply) => {
    await throttle.hit(signupKeys(request));
    const { user } = parseBody(signupRequestSchema, request);
    const result = await signup(db, etimsEnvironment, user, clientOf(request));
    request.log.info({ userId: result.user.id, accountId: result.user.account.id }, 'signed up');
    noteAudit(request, {
      accountId: result.user.account.id,
      userId: result.user.id,
      action: 'account.create',
      entityType: 'account',
      entityId: String(result.user.account.id),
      summary: `Business ${result.user.account.name} signed up by ${result.user.email}`,
    });
    return signedIn(reply, 201, result);
  });

  app.post('/login', async (request, reply) => {
    await throttle.hit([`login:ip:${request.ip}`]);
    const credentials = parseBody(loginRequestSchema, request);
    await loginBackoff.wait(credentials.email);
    const result = await login(
      db,
      etimsEnvironment,
      totpSecrets,
      credentials,
      now(),
      clientOf(request),
    ).catch(async (error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 401) {
        await loginBackoff.failed(credentials.email);
        const known = await userByEmail(db, credentials.email);
        if (known) {
          noteAudit(request, {
            accountId: known.accountId,
            userId: known.id,
            action: 'login.refused',
            entityType: 'user',
            entityId: String(known.id),
            summary: `Sign-in refused for ${credentials.email}: wrong password`,
            evenIfRefused: true,
          });
        }
      }
      throw error;
    });
    request.log.info({ userId: result.user.id }, 'logged in');
    noteAudit(request, {
      accountId: result.user.account.id,
      userId: result.user.id,
      action: 'login',
      entityType: 'user',
      entityId: String(result.user.id),
      summary: `${result.user.email} signed in`,
    });
    return signedIn(reply, 200, result);
  });
}

/** DELETE /logout (authenticated group). */
export function registerSessionRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.delete('/logout', async (request, reply) => {
    await deleteSession(db, authOf(request));
    return reply.code(204).send();
  });
}
