import {
  acceptEstimateRequestSchema,
  declineEstimateRequestSchema,
  type PublicEstimate,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PublicDeps } from '../../deps.ts';
import { noteAudit } from '../../http/audit-note.ts';
import { routeParam } from '../../http/ids.ts';
import { parseBody, parseWith } from '../../http/validate.ts';
import { acceptEstimate, declineEstimate, getPublicEstimate } from './public.ts';

/** The customer's answer, in the business's audit trail (nobody signed in gave it). */
function noteAnswer(
  request: FastifyRequest,
  accountId: number,
  estimate: PublicEstimate,
  verb: 'accept' | 'decline',
  how: string,
): void {
  noteAudit(request, {
    accountId,
    userId: null,
    action: `estimate.${verb}`,
    entityType: 'estimate',
    entityId: estimate.id,
    summary: `Estimate ${estimate.estimate_number} ${how}`,
  });
}

/**
 * The customer's estimate routes (public, on the owners' server and the pay listener alike), throttled per
 * IP and route as the public invoice is. Drafts, unknown and malformed ids: 404 alike.
 */
export function registerPublicEstimateRoutes(app: FastifyInstance, deps: PublicDeps): void {
  const { db, payments, now } = deps;

  app.get('/public/estimates/:id', async (request, reply) => {
    await payments.throttle.hit([`estimate:ip:${request.ip}`]);
    const estimate = await getPublicEstimate(db, routeParam(request), now());
    return reply.header('cache-control', 'no-store').send({ data: estimate });
  });

  app.post('/public/estimates/:id/accept', async (request) => {
    await payments.throttle.hit([`estimate-answer:ip:${request.ip}`]);
    const { name } = parseBody(acceptEstimateRequestSchema, request);
    const { estimate, accountId } = await acceptEstimate(db, routeParam(request), name, now());
    noteAnswer(request, accountId, estimate, 'accept', `accepted by ${name}`);
    return { data: estimate };
  });

  app.post('/public/estimates/:id/decline', async (request) => {
    await payments.throttle.hit([`estimate-answer:ip:${request.ip}`]);
    // The reason is optional, and so is the body that carries it.
    const { reason } = parseWith(declineEstimateRequestSchema, request.body ?? {});
    const { estimate, accountId } = await declineEstimate(db, routeParam(request), reason ?? null, now());
    noteAnswer(request, accountId, estimate, 'decline', 'declined by the customer');
    return { data: estimate };
  });
}
