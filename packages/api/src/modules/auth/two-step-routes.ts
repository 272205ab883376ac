import { totpCodeRequestSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { parseBody } from '../../http/validate.ts';
import { disableTwoStep, enableTwoStep, startTwoStep } from './two-step.ts';

/** Two-step sign-in of the signed-in user (authenticated group), limited per user as sign-in is. */
export function registerTwoStepRoutes(
  app: FastifyInstance,
  { db, throttle, now, totpSecrets }: AppDeps,
): void {
  app.post('/users/current/totp', async (request) => {
    const { userId } = authOf(request);
    await throttle.hit([`totp:user:${userId}`]);
    return { data: await startTwoStep(db, totpSecrets, userId) };
  });

  app.post('/users/current/totp/enable', async (request) => {
    const { userId } = authOf(request);
    await throttle.hit([`totp:user:${userId}`]);
    const { code } = parseBody(totpCodeRequestSchema, request);
    return { data: await enableTwoStep(db, totpSecrets, userId, code, now()) };
  });

  app.delete('/users/current/totp', async (request, reply) => {
    const { userId } = authOf(request);
    await throttle.hit([`totp:user:${userId}`]);
    const { code } = parseBody(totpCodeRequestSchema, request);
    await disableTwoStep(db, totpSecrets, userId, code, now());
    return reply.code(204).send();
  });
}
