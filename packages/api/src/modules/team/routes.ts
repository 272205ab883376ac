import {
  invitationAcceptExistingRequestSchema,
  invitationAcceptRequestSchema,
  membershipCreateRequestSchema,
  membershipUpdateRequestSchema,
} from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import { accounts } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { noteAudit } from '../../http/audit-note.ts';
import { authOf, clientOf, findSession } from '../../http/auth.ts';
import { HttpError, invalidField, notAuthenticated } from '../../http/errors.ts';
import { int4Param, routeParam } from '../../http/ids.ts';
import { appOrigin } from '../../http/origin.ts';
import { bearerToken } from '../../http/tokens.ts';
import { parseBody } from '../../http/validate.ts';
import { checkCredentials, hashPassword, signedIn, signInTo } from '../auth/index.ts';
import {
  acceptInvitation,
  findInvitation,
  invitationAnswer,
  invitationNotFound,
  invite,
} from './invitations.ts';
import { inviteEmail } from './invite-email.ts';
import {
  changeRole,
  getMembership,
  listMemberships,
  membershipNotFound,
  removeMembership,
} from './memberships.ts';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** GET, POST, PUT and DELETE /memberships (and GET /memberships/{id}, the record the audit trail diffs) (authenticated group; the permission table keeps it to owners). */
export function registerMembershipRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  app.get('/memberships', async (request) => ({
    data: await listMemberships(db, authOf(request).accountId),
  }));

  app.get('/memberships/:id', async (request) => ({
    data: await getMembership(db, authOf(request).accountId, int4Param(request, membershipNotFound)),
  }));

  app.post('/memberships', async (request, reply) => {
    const { membership } = parseBody(membershipCreateRequestSchema, request);
    const { accountId } = authOf(request);
    const now = deps.now();
    const invited = await invite(db, accountId, membership, now);
    const [business] = await db
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const link = `${appOrigin(request, deps.appUrl)}/invite/${invited.token}`;
    const message = inviteEmail(business?.name ?? 'A business', invited.role, link);
    deps.afterReply.run('invitation e-mail', async () => {
      await deps.mailer.send(accountId, { to: invited.email, ...message, attachments: [] });
    });
    return reply.code(201).send({ data: await getMembership(db, accountId, invited.membershipId) });
  });

  app.put('/memberships/:id', async (request) => {
    const id = int4Param(request, membershipNotFound);
    const { membership } = parseBody(membershipUpdateRequestSchema, request);
    const { accountId } = authOf(request);
    await changeRole(db, accountId, id, membership.role);
    return { data: await getMembership(db, accountId, id) };
  });

  app.delete('/memberships/:id', async (request, reply) => {
    const id = int4Param(request, membershipNotFound);
    await removeMembership(db, authOf(request).accountId, id);
    return reply.code(204).send();
  });
}

function tokenOf(request: FastifyRequest): string {
  const token = routeParam(request, 'token');
  if (!TOKEN.test(token)) throw invitationNotFound();
  return token;
}

/**
 * GET /invitations/{token} and POST /invitations/{token}/accept: open to anyone (limited per IP). A new person
 * accepts with `{user:{name, password}}`; someone with a user of that e-mail, signed in, with `{}`, or not
 * signed in with `{user:{password, otp?}}`.
 */
export function registerInvitationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, throttle, loginBackoff, etimsEnvironment } = deps;

  /**
   * The invitee who already has an account: signed in (the bearer token of that user), or, when they cannot
   * be (removed from their only business, or simply not signed in), by their password and second step,
   * checked as a sign-in is (its per-e-mail backoff; a refusal recorded in the inviting business's trail).
   */
  const existingInvitee = async (
    request: FastifyRequest,
    found: { accountId: number; userId: number; email: string },
  ): Promise<{ userId: number }> => {
    const hasBody = typeof request.body === 'object' && request.body !== null && 'user' in request.body;
    if (!hasBody) {
      const bearer = bearerToken(request.headers.authorization);
      const session = bearer ? await findSession(db, bearer, clientOf(request)) : null;
      if (!session) throw notAuthenticated();
      if (session.userId !== found.userId)
        throw new HttpError(403, 'This invitation is for another e-mail address');
      return { userId: session.userId };
    }
    const { user } = parseBody(invitationAcceptExistingRequestSchema, request);
    await loginBackoff.wait(found.email);
    const checked = await checkCredentials(
      db,
      deps.totpSecrets,
      { email: found.email, ...user },
      deps.now(),
    ).catch(async (error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 401) {
        await loginBackoff.failed(found.email);
        noteAudit(request, {
          accountId: found.accountId,
          userId: found.userId,
          action: 'login.refused',
          entityType: 'user',
          entityId: String(found.userId),
          summary: `Invitation refused for ${found.email}: wrong password or code`,
          evenIfRefused: true,
        });
      }
      throw error;
    });
    return { userId: checked.id };
  };
  app.get('/invitations/:token', async (request) => {
    await throttle.hit([`invitation:ip:${request.ip}`]);
    return { data: invitationAnswer(await findInvitation(db, tokenOf(request), deps.now())) };
  });

  app.post('/invitations/:token/accept', async (request, reply) => {
    await throttle.hit([`invitation:ip:${request.ip}`]);
    const token = tokenOf(request);
    const found = await findInvitation(db, token, deps.now());
    let who: { userId: number } | { name: string; passwordHash: string };
    if (found.userId !== null) {
      who = await existingInvitee(request, { ...found, userId: found.userId });
    } else {
      const { user } = parseBody(invitationAcceptRequestSchema, request);
      if (!user) throw invalidField('user', 'Name and password are required');
      who = { name: user.name, passwordHash: await hashPassword(user.password) };
    }
    const accepted = await acceptInvitation(db, token, deps.now(), who).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw invalidField('email', 'This person is already a member');
      throw error;
    });
    const result = await signInTo(db, etimsEnvironment, accepted, clientOf(request));
    noteAudit(request, {
      accountId: accepted.accountId,
      userId: accepted.userId,
      action: 'membership.accept',
      entityType: 'membership',
      entityId: null,
      summary: `${result.user.email} joined as ${found.role}`,
    });
    return signedIn(reply, 200, result);
  });
}
