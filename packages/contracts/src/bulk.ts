import { z } from 'zod';

/** The most documents one bulk action or one ZIP of PDFs names. */
export const BULK_MAX_IDS = 200;

/** What a bulk action does to each document: e-mail it to its contact (`send`), or mark a draft sent. */
export const DOCUMENT_BULK_ACTIONS = ['send', 'mark_sent'] as const;
export type DocumentBulkAction = (typeof DOCUMENT_BULK_ACTIONS)[number];

const documentIds = z
  .array(z.uuid({ error: 'Each id must be a document id' }), { error: 'ids must be a list' })
  .min(1, 'Name at least one document')
  .max(BULK_MAX_IDS, `Name at most ${BULK_MAX_IDS} documents`);

/**
 * POST /invoices/bulk and /estimates/bulk: `{ids, action}`. Each document takes the action as its own route
 * would (POST …/email_invoice to its contact's e-mail, PUT with `status: "sent"`), one at a time in id order.
 */
export const documentBulkRequestSchema = z.object({
  ids: documentIds,
  action: z.enum(DOCUMENT_BULK_ACTIONS, { error: 'Action must be send or mark_sent' }),
});
export type DocumentBulkRequest = z.input<typeof documentBulkRequestSchema>;

/** A document a bulk action left as it was, and why (another business's is simply not found). */
export const bulkSkipSchema = z.object({ id: z.string(), error: z.string() });

/** The answer of a bulk action: how many documents changed, and those skipped. */
export const bulkResultSchema = z.object({
  changed: z.number().int(),
  skipped: z.array(bulkSkipSchema),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** GET /invoices/pdfs and /estimates/pdfs: `ids`, comma-separated; the answer is a ZIP of their PDFs. */
export const documentPdfsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .max(BULK_MAX_IDS * 40, `Name at most ${BULK_MAX_IDS} documents`)
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(documentIds),
});
