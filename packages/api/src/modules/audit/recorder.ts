import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuditNote } from '../../http/audit-note.ts';
import { clientOf, credentialHeaders } from '../../http/auth.ts';
import { isUuid, routeParam } from '../../http/ids.ts';
import { appendAuditEvent } from './chain.ts';
import { diffShown, type Shown } from './changes.ts';
import { isMutating, planOf, type RoutePlan, summaryOf } from './describe.ts';

/** What the hook keeps of a request between its handler's start and its answer. */
interface Pending {
  plan: RoutePlan;
  entityId: string | null;
  before: Shown | null;
}

const isShown = (value: unknown): value is Shown =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `data` object of a JSON answer, if it has one. */
function answerData(reply: FastifyReply, payload: unknown): Shown | null {
  if (
    typeof payload !== 'string' ||
    !String(reply.getHeader('content-type')).startsWith('application/json')
  ) {
    return null;
  }
  const data = (JSON.parse(payload) as { data?: unknown }).data;
  return isShown(data) ? data : null;
}

/**
 * The audit trail's one writer. Every mutating request (POST, PUT, PATCH, DELETE) that a signed-in user makes
 * and that succeeds (2xx) writes exactly one event, after its change committed, in a transaction of its own:
 * who, when, from where, the action and entity its route names (describe.ts), and what changed field by
 * field, before and after as the API shows the record (its own read route, asked with the same
 * credentials, before the handler runs and after; or the answer, when it is that record). A refused or
 * failed request writes none. Public routes write only what their handler notes (noteAudit): a sign-in, a
 * refused sign-in. An event that cannot be written fails the answer (500): a change must not go unrecorded
 * silently.
 */
export function installAuditTrail(api: FastifyInstance, db: Db, now: () => Date): void {
  const reads = new Set<string>();
  const plans = new Map<string, RoutePlan>();
  const pending = new WeakMap<FastifyRequest, Pending>();
  api.decorateRequest('auditNote', null);
  api.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method === 'GET') reads.add(route.url);
  });
  const planFor = (method: string, url: string) => {
    const key = `${method} ${url}`;
    let plan = plans.get(key);
    if (!plan) {
      plan = planOf(method, url, reads);
      plans.set(key, plan);
    }
    return plan;
  };

  /** The record as its read route answers it to this request's credentials; null when it answers no record. */
  const shown = async (
    request: FastifyRequest,
    plan: RoutePlan,
    id: string | null,
  ): Promise<Shown | null> => {
    if (!plan.readUrl) return null;
    const url = plan.readUrl.replace(/:\w+/, encodeURIComponent(id ?? ''));
    // A request still in flight when the server began to close cannot inject one of its own any more: its
    // event is written without the record's fields rather than failing the change it records.
    const answer = await api
      .inject({ method: 'GET', url, headers: credentialHeaders(request) })
      .catch(() => null);
    if (answer?.statusCode !== 200) return null;
    const data = (answer.json() as { data?: unknown }).data;
    return isShown(data) ? data : null;
  };

  const entityIdOf = (request: FastifyRequest, plan: RoutePlan): string | null => {
    const auth = request.auth;
    switch (plan.idFrom) {
      case 'param': {
        const id = plan.param ? routeParam(request, plan.param) : '';
        // UUIDs are stored lower-cased, as the routes read them, so a document's history finds them all.
        return id ? (isUuid(id) ? id.toLowerCase() : id) : null;
      }
      case 'account':
        return auth ? String(auth.accountId) : null;
      case 'user':
        return auth ? String(auth.userId) : null;
      case 'session':
        return auth ? String(auth.sessionId) : null;
      default:
        return null;
    }
  };

  api.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url;
    if (!request.auth || !url || !isMutating(request.method)) return;
    const plan = planFor(request.method, url);
    const entityId = entityIdOf(request, plan);
    const before = plan.idFrom === 'answer' ? null : await shown(request, plan, entityId);
    pending.set(request, { plan, entityId, before });
  });

  const write = (
    request: FastifyRequest,
    event: Omit<Parameters<typeof appendAuditEvent>[1], 'at' | 'ip' | 'userAgent'>,
  ) => {
    const client = clientOf(request);
    return appendAuditEvent(db, { ...event, at: now(), ip: client.ip, userAgent: client.userAgent });
  };

  const fromNote = (request: FastifyRequest, note: AuditNote) =>
    write(request, {
      accountId: note.accountId,
      userId: note.userId,
      actor: note.actor ?? null,
      action: note.action ?? 'change',
      entityType: note.entityType ?? 'account',
      entityId: note.entityId ?? null,
      summary: note.summary ?? 'Changed',
      changes: {},
    });

  api.addHook('onSend', async (request, reply, payload) => {
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    const note = request.auditNote;
    const state = pending.get(request);
    if (!state) {
      if (note && (succeeded || note.evenIfRefused)) await fromNote(request, note);
      return payload;
    }
    if (!succeeded) return payload;
    const { plan, before } = state;
    const data = answerData(reply, payload);
    let entityId = state.entityId;
    let after: Shown | null = null;
    if (plan.idFrom === 'answer') {
      after = data;
      entityId = data?.id === undefined ? null : String(data.id);
    } else if (!plan.deletes) {
      after =
        data && entityId !== null && String(data.id) === entityId
          ? data
          : await shown(request, plan, entityId);
      after ??= data && !plan.readUrl ? data : null;
    }
    const auth = request.auth!;
    const changes = diffShown(before, after);
    // An edit that sends the document (its status set to sent) is recorded as sending it.
    const verb = plan.verb === 'update' && changes.status?.[1] === 'sent' ? 'send' : plan.verb;
    await write(request, {
      accountId: note?.accountId ?? auth.accountId,
      userId: note?.userId ?? auth.userId,
      action: note?.action ?? `${plan.entityType}.${verb}`,
      entityType: note?.entityType ?? plan.entityType,
      entityId: note?.entityId ?? entityId,
      summary: note?.summary ?? summaryOf({ ...plan, verb }, after ?? before, entityId),
      changes,
    });
    return payload;
  });
}
