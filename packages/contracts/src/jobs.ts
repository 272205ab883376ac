import { z } from 'zod';

/**
 * The kinds of background work: `recurring_invoice` (issue one period of a series), `invoice_email` (send a
 * document's e-mail after its transaction committed), `reminder` (one reminder step of an invoice),
 * `recurring_expense` (create and post the copy of one occurrence of a recurring expense), `etims_sale`
 * (have KRA's eTIMS sign an issued invoice, or a credit note as receipt type R), `etims_purchases` (the daily
 * fetch of the invoices other businesses issued to the account's KRA PIN, as draft bills), `etims_purchase`
 * (tell KRA a bill fetched from it was accepted), `etims_stock` (tell KRA the goods a signed sale or accepted
 * purchase moved, and what is left), `etims_codes` (the daily refresh of KRA's code lists and item
 * classifications), `mpesa_stk_query` (ask Daraja how an M-Pesa Express prompt ended when its callback has not
 * come), `receipt_email` (e-mail the receipt of a pay-page payment to the address its customer gave, once the
 * payment is recorded), `business_export` (write the ZIP of a whole business: POST /exports) and
 * `business_import` (load such a ZIP into an empty business: POST /imports).
 */
export const JOB_KINDS = [
  'recurring_invoice',
  'invoice_email',
  'reminder',
  'recurring_expense',
  'etims_sale',
  'etims_purchases',
  'etims_purchase',
  'etims_stock',
  'etims_codes',
  'mpesa_stk_query',
  'receipt_email',
  'business_export',
  'business_import',
] as const;
export const jobKindSchema = z.enum(JOB_KINDS);
export type JobKind = z.infer<typeof jobKindSchema>;

/** `failed`: it gave up after its last attempt; the owner can retry it. */
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** A job of the account's queue (GET /jobs). */
export const jobSchema = z.object({
  id: z.number().int(),
  kind: jobKindSchema,
  status: jobStatusSchema,
  /** What it is about, e.g. `Invoice INV-0042 to amina@example.com`. */
  summary: z.string(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  /** When it runs (next), ISO 8601. */
  run_at: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobListQuerySchema = z.object({
  status: z.enum(JOB_STATUSES, { error: 'Status must be pending, running, done or failed' }).optional(),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;

/** GET /jobs: the account's jobs, newest first (at most 200). */
export const jobListSchema = z.object({ data: z.array(jobSchema) });
