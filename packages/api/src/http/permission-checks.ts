import { ownerOnlyFields, permissionTable, type Role } from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { invoices } from '../db/schema.ts';
import { HttpError } from './errors.ts';
import { isUuid, routeParam } from './ids.ts';

/** What a user missing two-step sign-in may still do in a business that requires it: set it up. */
const TWO_STEP_SETUP = new Set([
  'DELETE /api/logout',
  'GET /api/users/current',
  'PUT /api/users/current',
  'POST /api/users/current/totp',
  'POST /api/users/current/totp/enable',
  'PUT /api/users/current/password',
  'GET /api/sessions',
  'DELETE /api/sessions',
  'DELETE /api/sessions/:id',
]);

const ARTICLE: Record<Role, string> = {
  owner: 'An owner',
  accountant: 'An accountant',
  bookkeeper: 'A bookkeeper',
  invoicer: 'An invoicer',
  viewer: 'A viewer',
};

/** The table's key of a request's route (HEAD is answered as GET). */
export const routeKeyOf = (request: FastifyRequest) =>
  `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url ?? ''}`;

export const refusedFor = (role: Role, action: string) =>
  new HttpError(403, `${ARTICLE[role]} may not ${action}`);

/**
 * Refuses (403, before the body is read, so nothing changes) a route missing from the table, a role the
 * table does not allow, and, where the business requires two-step sign-in, an owner or accountant without it.
 */
export function enforcePermissions(request: FastifyRequest): void {
  const auth = request.auth;
  if (!auth) return;
  const key = routeKeyOf(request);
  const permission = permissionTable[key];
  if (!permission) throw new HttpError(403, 'This route is not in the permission table');
  if (!permission.roles.includes(auth.role)) throw refusedFor(auth.role, permission.action);
  if (auth.twoStepMissing && !TWO_STEP_SETUP.has(key))
    throw new HttpError(
      403,
      'This business requires two-step sign-in: turn it on under Settings › Security',
      {
        two_step: ['required'],
      },
    );
}

/**
 * Refuses (403) a change of an invoice that is no draft any more to the roles that may edit drafts only. An
 * id of no invoice of the business passes: the route answers its own 404.
 */
export async function enforceSentInvoiceRule(db: Db, request: FastifyRequest): Promise<void> {
  const auth = request.auth;
  const rule = permissionTable[routeKeyOf(request)]?.sentInvoice;
  if (!auth || !rule || rule.roles.includes(auth.role)) return;
  const id = routeParam(request);
  if (!isUuid(id)) return;
  const [invoice] = await db
    .select({ status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.accountId, auth.accountId)))
    .limit(1);
  if (invoice && invoice.status !== 'draft') throw refusedFor(auth.role, rule.action);
}

/** Refuses (403) a body field only an owner may send, once the body is read and before the handler runs. */
export function enforceOwnerOnlyFields(request: FastifyRequest): void {
  const auth = request.auth;
  const rules = ownerOnlyFields[routeKeyOf(request)];
  if (!auth || !rules || auth.role === 'owner') return;
  const body = request.body as Record<string, unknown> | undefined;
  const wrapped = Object.values(body ?? {}).filter(
    (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
  );
  const sent = rules.find((rule) => wrapped.some((fields) => rule.field in fields));
  if (sent) throw refusedFor(auth.role, sent.action);
}
