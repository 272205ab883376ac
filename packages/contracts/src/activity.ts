import { z } from 'zod';

/**
 * What happened to an invoice: `sent` (it left draft), `emailed` (the owner e-mailed it, or a recurring
 * series auto-sent it), `reminder_sent`, `viewed` (the customer opened the pay page), `payment`,
 * `credit_note`, `voided`.
 */
export const ACTIVITY_KINDS = [
  'created',
  'sent',
  'emailed',
  'reminder_sent',
  'viewed',
  'payment',
  'credit_note',
  'voided',
] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/** One event of GET /invoices/{id}/activity: when (ISO 8601, UTC), what, and a short detail or null. */
export const activityEventSchema = z.object({
  at: z.string(),
  kind: activityKindSchema,
  detail: z.string().nullable(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/** GET /invoices/{id}/activity: `{data:[...]}`, oldest first. */
export const invoiceActivitySchema = z.object({ data: z.array(activityEventSchema) });
export type InvoiceActivity = z.infer<typeof invoiceActivitySchema>;
