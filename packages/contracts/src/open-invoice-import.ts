import { z } from 'zod';
import { calendarDate } from './money.ts';

/**
 * What a column of an open invoices import can hold (POST /invoices/import_open): the invoice's number in the
 * old tool, its customer (matched to an existing contact by e-mail, else by name), its dates, and its money:
 * `total` with `amount_paid` or `balance_due` (either one suffices with the total; a balance alone is taken as
 * the total). Amounts are read exactly, as other tools write them (`1,250.00`, `KES 1,250`).
 */
export const openInvoiceImportFields = [
  'invoice_number',
  'customer_name',
  'customer_email',
  'invoice_date',
  'due_date',
  'total',
  'amount_paid',
  'balance_due',
] as const;
export const openInvoiceImportFieldSchema = z.enum(openInvoiceImportFields);
export type OpenInvoiceImportField = z.infer<typeof openInvoiceImportFieldSchema>;

/** The optional multipart text field `mapping` (as for contacts). */
export const openInvoiceImportMappingSchema = z.record(z.string(), openInvoiceImportFieldSchema.nullable());
export type OpenInvoiceImportMapping = z.infer<typeof openInvoiceImportMappingSchema>;

/** `?date=` (the switching date: default today in the account's time zone) and `?dry_run=`. */
export const openInvoiceImportQuerySchema = z.object({
  date: calendarDate('Switching date').optional(),
});

export const openInvoiceImportColumnSchema = z.object({
  column: z.string(),
  field: openInvoiceImportFieldSchema.nullable(),
});
export type OpenInvoiceImportColumn = z.infer<typeof openInvoiceImportColumnSchema>;

/** One data row of a preview: the invoice as it will be stored, and its line in the file. */
export const openInvoiceImportPreviewRowSchema = z.object({
  line: z.number().int(),
  invoice_number: z.string(),
  customer_name: z.string(),
  contact_id: z.number().int(),
  issue_date: z.string(),
  due_date: z.string(),
  total: z.number(),
  amount_paid: z.number(),
  balance: z.number(),
});
export type OpenInvoiceImportPreviewRow = z.infer<typeof openInvoiceImportPreviewRowSchema>;

/**
 * POST /invoices/import_open answers how many invoices were brought forward (`imported`), how many rows owed
 * nothing and were left out (`already_paid`), the switching date and the sum of the balances. With
 * `?dry_run=true` nothing is stored and the answer carries `row_count`, `preview`, `mapping` and
 * `ignored_columns`, as the other imports do. Any bad row (unknown customer, number already used, ...): 422
 * with the line numbers, nothing imported.
 */
export const openInvoiceImportResultSchema = z.object({
  imported: z.number().int(),
  already_paid: z.number().int(),
  switching_date: z.string(),
  total_balance: z.number(),
  row_count: z.number().int().optional(),
  preview: z.array(openInvoiceImportPreviewRowSchema).optional(),
  mapping: z.array(openInvoiceImportColumnSchema).optional(),
  ignored_columns: z.array(z.string()).optional(),
});
export type OpenInvoiceImportResult = z.infer<typeof openInvoiceImportResultSchema>;
