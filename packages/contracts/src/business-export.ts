import { z } from 'zod';

/** An export's or import's state: `pending` until its background job finished, then `done` or `failed`. */
export const BUSINESS_TRANSFER_STATUSES = ['pending', 'done', 'failed'] as const;
export const businessTransferStatusSchema = z.enum(BUSINESS_TRANSFER_STATUSES);

/** POST /exports and GET /exports/{id}: the ZIP of the whole business; `size` in bytes once done. */
export const businessExportSchema = z.object({
  id: z.number().int(),
  status: businessTransferStatusSchema,
  size: z.number().int().nullable(),
  created_at: z.string(),
});
export type BusinessExport = z.infer<typeof businessExportSchema>;

/** POST /imports and GET /imports/{id}: an export's ZIP loaded into this (empty) business. */
export const businessImportSchema = z.object({
  id: z.number().int(),
  status: businessTransferStatusSchema,
  /** Why it failed; null otherwise. */
  error: z.string().nullable(),
  created_at: z.string(),
});
export type BusinessImport = z.infer<typeof businessImportSchema>;

/** The largest export ZIP an import takes, and what its entries may unpack to in all. */
export const MAX_IMPORT_ZIP_BYTES = 200 * 1024 * 1024;
export const MAX_IMPORT_UNPACKED_BYTES = 1024 * 1024 * 1024;
