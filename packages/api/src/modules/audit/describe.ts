/**
 * How a mutating route is written in the audit trail, derived from its path: the entity is the collection
 * before the route's first parameter (singular), its id that parameter or the created record's `id`, and the
 * action `entity.verb`. A few routes read better, or concern another record, by name (OVERRIDES).
 */

export interface RoutePlan {
  entityType: string;
  /** Where the entity's id comes from: the `:id` parameter, the answer's `data.id`, the session, or none. */
  idFrom: 'param' | 'answer' | 'account' | 'user' | 'session' | 'none';
  verb: string;
  /** The entity's own read route (`GET /api/invoices/:id`), when the API has one: before and after come from it. */
  readUrl: string | null;
  /** The route deletes the entity itself (nothing is left to show after). */
  deletes: boolean;
  /** The name of the route's first parameter (`id`, `token`), when it has one. */
  param: string | null;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isMutating = (method: string) => MUTATING.has(method);

/** `invoices` → `invoice`, `journal_entries` → `journal_entry`, `etims` stays. */
export function singular(word: string): string {
  if (word === 'etims' || word === 'mpesa') return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

const isParam = (segment: string) => segment.startsWith(':');

type Override = Partial<Omit<RoutePlan, 'deletes' | 'param'>>;

/** Routes whose derived name would read worse, or whose entity is not the one before their first parameter. */
const OVERRIDES: Record<string, Override> = {
  'POST /api/invoices/:id/email_invoice': { verb: 'send' },
  'POST /api/estimates/:id/email_estimate': { verb: 'send' },
  'POST /api/contacts/:id/statement/email': { verb: 'send_statement' },
  'POST /api/invoices/:id/payments': { verb: 'record_payment' },
  // Each document's change is recorded by its own route; the bulk request's event says what it did.
  'POST /api/invoices/bulk': { readUrl: null },
  'POST /api/estimates/bulk': { readUrl: null },
  'POST /api/bills/:id/payments': { verb: 'record_payment' },
  'POST /api/credit_notes/:id/refunds': { verb: 'refund' },
  'POST /api/bank_accounts/:id/statements': { entityType: 'statement', idFrom: 'answer', verb: 'import' },
  'POST /api/bank_accounts/:id/reconciliations': {
    entityType: 'reconciliation',
    idFrom: 'answer',
    verb: 'create',
  },
  'POST /api/bank_accounts/:id/payouts': { entityType: 'payout', idFrom: 'answer', verb: 'create' },
  'POST /api/mpesa/unmatched/:id/assign': { entityType: 'mpesa_payment', readUrl: null },
  'PUT /api/account': { idFrom: 'account' },
  'PUT /api/account/logo': {
    entityType: 'account',
    idFrom: 'account',
    verb: 'logo_update',
    readUrl: '/api/account',
  },
  'DELETE /api/account/logo': {
    entityType: 'account',
    idFrom: 'account',
    verb: 'logo_delete',
    readUrl: '/api/account',
  },
  'PUT /api/account/daraja': { idFrom: 'account', verb: 'daraja_update' },
  'POST /api/account/daraja/register_urls': { idFrom: 'account', verb: 'daraja_register_urls' },
  // Before and after as GET shows them: the key's hint and the server, never a secret.
  'PUT /api/account/paystack': {
    idFrom: 'account',
    verb: 'paystack_update',
    readUrl: '/api/account/paystack',
  },
  'DELETE /api/account/paystack': {
    idFrom: 'account',
    verb: 'paystack_delete',
    readUrl: '/api/account/paystack',
  },
  'POST /api/account/paystack/test': { idFrom: 'account', verb: 'paystack_test', readUrl: null },
  'PUT /api/account/smtp': { idFrom: 'account', verb: 'smtp_update', readUrl: '/api/account/smtp' },
  'DELETE /api/account/smtp': { idFrom: 'account', verb: 'smtp_delete', readUrl: '/api/account/smtp' },
  'POST /api/account/smtp/test': { idFrom: 'account', verb: 'smtp_test', readUrl: null },
  'POST /api/account/etims/initialize': {
    idFrom: 'account',
    verb: 'etims_initialize',
    readUrl: '/api/account',
  },
  'PUT /api/users/current/password': {
    entityType: 'user',
    idFrom: 'user',
    verb: 'password_change',
    readUrl: null,
  },
  'DELETE /api/logout': { entityType: 'session', idFrom: 'session', verb: 'logout', readUrl: null },
  'DELETE /api/sessions': { entityType: 'session', idFrom: 'none', verb: 'end_others', readUrl: null },
  'POST /api/ledger/revaluations': { entityType: 'revaluation', idFrom: 'none', verb: 'create' },
  'POST /api/ledger/year_ends': { entityType: 'year_end', idFrom: 'none', verb: 'close' },
  'DELETE /api/ledger/year_ends/:year_end': { verb: 'reopen' },
  'POST /api/time_entries/start': { idFrom: 'answer', verb: 'start' },
  'POST /api/time_entries/stop': { idFrom: 'answer', verb: 'stop' },
};

/** The verb of a path's tail after the entity: `void`, `add_items`, `item_update`; the method's own for none. */
function verbOf(method: string, tail: string[]): string {
  const methodVerb = method === 'DELETE' ? 'delete' : method === 'POST' ? 'create' : 'update';
  if (tail.length === 0) return methodVerb;
  const base = tail
    .flatMap((segment, index) => {
      if (isParam(segment)) return [];
      return [isParam(tail[index + 1] ?? '') ? singular(segment) : segment];
    })
    .join('_');
  return method === 'POST' && !isParam(tail[tail.length - 1]!) ? base : `${base}_${methodVerb}`;
}

/**
 * The plan of a mutating route `METHOD /api/...` as Fastify registers it; `reads` are the GET routes that
 * exist (for the entity's own read route).
 */
export function planOf(method: string, url: string, reads: ReadonlySet<string>): RoutePlan {
  const segments = url.replace(/^\/api\//, '').split('/');
  const paramAt = segments.findIndex(isParam);
  const entityAt = paramAt > 0 ? paramAt - 1 : 0;
  const tail = paramAt > 0 ? segments.slice(paramAt + 1) : segments.slice(1);
  const readPath = `/api/${segments.slice(0, paramAt > 0 ? paramAt + 1 : 1).join('/')}`;
  const hasParam = paramAt > 0;
  const derived: RoutePlan = {
    entityType: singular(segments[entityAt]!),
    idFrom: hasParam ? 'param' : method === 'POST' && tail.length === 0 ? 'answer' : 'none',
    verb: verbOf(method, tail),
    readUrl: reads.has(readPath) ? readPath : null,
    deletes: method === 'DELETE' && tail.length === 0,
    param: hasParam ? segments[paramAt]!.slice(1) : null,
  };
  const override = OVERRIDES[`${method} ${url}`] ?? {};
  const plan = { ...derived, ...override };
  // A record found by the answer (created) has no "before"; its own read route takes the created id.
  if (override.entityType && plan.idFrom === 'answer') plan.readUrl = null;
  return plan;
}

/** `journal_entry` → `Journal entry`. */
export const entityLabel = (entityType: string) => {
  const words = entityType.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const PAST: Record<string, string> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  send: 'sent',
  void: 'voided',
  reverse: 'reversed',
  complete: 'completed',
  undo: 'undone',
  import: 'imported',
  convert: 'converted',
  pause: 'paused',
  resume: 'resumed',
  retry: 'retried',
  refund: 'refunded',
  apply: 'applied',
  match: 'matched',
  unmatch: 'unmatched',
  exclude: 'excluded',
  include: 'included',
  decline: 'declined',
  accept: 'accepted',
  assign: 'assigned',
  start: 'started',
  stop: 'stopped',
  logout: 'signed out',
  close: 'closed',
  reopen: 'reopened',
};

/** What a record is called in a sentence: its number, name or reference, else its id. */
function referenceOf(entityType: string, record: Record<string, unknown> | null, id: string | null): string {
  for (const key of [
    `${entityType}_number`,
    'number',
    'display_name',
    'name',
    'reference',
    'description',
    entityType,
  ]) {
    const value = record?.[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 80);
  }
  return id ? `#${id}` : '';
}

/** `Invoice INV-0007 sent`, `Invoice INV-0007: add items`. */
export function summaryOf(
  plan: Pick<RoutePlan, 'entityType' | 'verb'>,
  record: Record<string, unknown> | null,
  id: string | null,
): string {
  const subject = [entityLabel(plan.entityType), referenceOf(plan.entityType, record, id)]
    .filter(Boolean)
    .join(' ');
  const past = PAST[plan.verb];
  return past ? `${subject} ${past}` : `${subject}: ${plan.verb.replaceAll('_', ' ')}`;
}
