import {
  PASSWORD_RESET_ANSWER,
  passwordChangeRequestSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { noteAudit } from '../../http/audit-note.ts';
import { authOf } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { int4Param, routeParam } from '../../http/ids.ts';
import { appOrigin } from '../../http/origin.ts';
import { parseBody } from '../../http/validate.ts';
import { changePassword } from './password-change.ts';
import {
  createPasswordReset,
  resetLinkNotFound,
  resetPassword,
  sendPasswordReset,
} from './password-reset.ts';
import { attemptedEmail } from './routes.ts';
import { userByEmail } from './service.ts';
import { endSessions, listSessions, revokeSession } from './sessions.ts';
import { registerTwoStepRoutes } from './two-step-routes.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const sessionNotFound = () => new HttpError(404, 'Session not found');

/**
 * POST /password_resets and POST /password_resets/{token}: open to anyone, limited per IP (and per e-mail
 * for asking a link). Asking answers 202 whether or not the e-mail is registered, and its e-mail is sent
 * after the answer.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, throttle } = deps;
  app.post('/password_resets', async (request, reply) => {
    const email = attemptedEmail(request.body);
    await throttle.hit([`reset:ip:${request.ip}`, ...(email ? [`reset:email:${email}`] : [])]);
    const input = parseBody(passwordResetRequestSchema, request);
    const now = deps.now();
    const reset = await createPasswordReset(db, input.email, now);
    if (reset) {
      const user = await userByEmail(db, input.email);
      if (user) {
        noteAudit(request, {
          accountId: user.accountId,
          userId: user.id,
          action: 'user.password_reset_request',
          entityType: 'user',
          entityId: String(user.id),
          summary: `A password reset link was asked for ${input.email}`,
        });
      }
      const origin = appOrigin(request, deps.appUrl);
      deps.afterReply.run('password reset e-mail', () => sendPasswordReset(deps, reset, origin, now));
    }
    return reply.code(202).send({ data: { message: PASSWORD_RESET_ANSWER } });
  });

  app.post('/password_resets/:token', async (request, reply) => {
    await throttle.hit([`reset-use:ip:${request.ip}`]);
    const { password } = parseBody(passwordResetSchema, request);
    const token = routeParam(request, 'token');
    if (!TOKEN.test(token)) throw resetLinkNotFound();
    const user = await resetPassword(db, token, password, deps.now());
    noteAudit(request, {
      accountId: user.accountId,
      userId: user.userId,
      action: 'user.password_reset',
      entityType: 'user',
      entityId: String(user.userId),
      summary: 'Password set through a reset link',
    });
    return reply.code(204).send();
  });
}

/**
 * PUT /users/current/password, the user's sessions and two-step sign-in (authenticated group), limited per
 * user.
 */
export function registerSecurityRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, throttle, sessionThrottle } = deps;
  registerTwoStepRoutes(app, deps);
  app.put('/users/current/password', async (request, reply) => {
    const auth = authOf(request);
    await throttle.hit([`password:user:${auth.userId}`]);
    await changePassword(db, auth, parseBody(passwordChangeRequestSchema, request));
    return reply.code(204).send();
  });

  app.get('/sessions', async (request) => {
    const auth = authOf(request);
    await sessionThrottle.hit([`user:${auth.userId}`]);
    return { data: await listSessions(db, auth) };
  });

  app.delete('/sessions/:id', async (request, reply) => {
    const auth = authOf(request);
    await sessionThrottle.hit([`user:${auth.userId}`]);
    const id = int4Param(request, sessionNotFound);
    if (!(await revokeSession(db, auth.userId, id))) throw sessionNotFound();
    return reply.code(204).send();
  });

  app.delete('/sessions', async (request, reply) => {
    const auth = authOf(request);
    await sessionThrottle.hit([`user:${auth.userId}`]);
    await endSessions(db, auth.userId, auth.sessionId);
    return reply.code(204).send();
  });
}
