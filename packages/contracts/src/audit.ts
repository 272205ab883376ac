import { z } from 'zod';
import { idQuery, optionalText } from './fields.ts';
import { calendarDate } from './money.ts';
import { pageMetaSchema, pageQueryFields } from './pagination.ts';

// The audit trail (GET /audit_events): one event per change of the business, append-only and hash-chained.

/** Who made the change; null for a change nobody signed in made (a customer's answer, a webhook). */
export const auditUserSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

/** One event: `changes` holds, per field, `[before, after]` as the API showed the record. */
export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user: auditUserSchema.nullable(),
  /**
   * Extension: who acted when no user did (`user` null): `paystack` (its webhook, or its answer to the pay
   * page's verify), `mpesa` (Safaricom's callbacks), `pay page` (the customer opening a checkout or a
   * prompt), `system job <kind>` (background work); null for a user's change.
   */
  actor: z.string().nullable().optional(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  summary: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditEventListSchema = z.object({ data: z.array(auditEventSchema), meta: pageMetaSchema });

/**
 * GET /audit_events: `from`/`to` (calendar days of the business's time zone, both included), `user_id`,
 * `entity_type`, `entity_id`, `action`, `format=csv` (every matching event, no paging), paged newest first.
 */
export const auditEventListQuerySchema = z.object({
  from: calendarDate('From').optional(),
  to: calendarDate('To').optional(),
  user_id: idQuery('User').optional(),
  entity_type: optionalText('Entity type', 60).optional(),
  entity_id: optionalText('Entity id', 64).optional(),
  action: optionalText('Action', 80).optional(),
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).optional(),
  ...pageQueryFields(50),
});
export type AuditEventListQuery = z.output<typeof auditEventListQuerySchema>;

/** The documents that answer their own history at GET /{documents}/{id}/history (the same events). */
export const AUDIT_HISTORY_DOCUMENTS = [
  'invoices',
  'estimates',
  'credit_notes',
  'bills',
  'expenses',
  'journal_entries',
  'recurring_invoices',
  'contacts',
  'projects',
  'bank_rules',
] as const;

/** GET /{documents}/{id}/history: that document's events, newest first. */
export const auditHistoryQuerySchema = z.object(pageQueryFields(50));

/** GET /audit_events/verify: whether every event's hash holds, and the first event where it does not. */
export const auditVerificationSchema = z.object({
  data: z.object({ ok: z.boolean(), events: z.number().int(), first_broken_id: z.number().int().nullable() }),
});
export type AuditVerification = z.infer<typeof auditVerificationSchema>['data'];
