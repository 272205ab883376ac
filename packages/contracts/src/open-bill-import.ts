import { z } from 'zod';
import { calendarDate } from './money.ts';

/**
 * What a column of an open bills import can hold (POST /bills/import_open): the supplier's bill number, the
 * supplier (matched to an existing contact by e-mail, else by name), the bill's dates, and its money: `total`
 * with `amount_paid` or `balance_due` (either one suffices with the total; a balance alone is taken as the
 * total). Amounts are read exactly, as other tools write them (`1,250.00`, `KES 1,250`).
 */
export const openBillImportFields = [
  'bill_number',
  'supplier_name',
  'supplier_email',
  'bill_date',
  'due_date',
  'total',
  'amount_paid',
  'balance_due',
] as const;
export const openBillImportFieldSchema = z.enum(openBillImportFields);
export type OpenBillImportField = z.infer<typeof openBillImportFieldSchema>;

/** The optional multipart text field `mapping` (as for contacts). */
export const openBillImportMappingSchema = z.record(z.string(), openBillImportFieldSchema.nullable());
export type OpenBillImportMapping = z.infer<typeof openBillImportMappingSchema>;

/** `?date=` (the switching date: default today in the account's time zone) and `?dry_run=`. */
export const openBillImportQuerySchema = z.object({
  date: calendarDate('Switching date').optional(),
});

export const openBillImportColumnSchema = z.object({
  column: z.string(),
  field: openBillImportFieldSchema.nullable(),
});
export type OpenBillImportColumn = z.infer<typeof openBillImportColumnSchema>;

/** One data row of a preview: the bill as it will be stored, and its line in the file. */
export const openBillImportPreviewRowSchema = z.object({
  line: z.number().int(),
  bill_number: z.string(),
  supplier_name: z.string(),
  contact_id: z.number().int(),
  issue_date: z.string(),
  due_date: z.string(),
  total: z.number(),
  amount_paid: z.number(),
  balance: z.number(),
});
export type OpenBillImportPreviewRow = z.infer<typeof openBillImportPreviewRowSchema>;

/**
 * POST /bills/import_open answers how many bills were brought forward (`imported`), how many rows owed nothing
 * and were left out (`already_paid`), the switching date and the sum of the balances. With `?dry_run=true`
 * nothing is stored and the answer carries `row_count`, `preview`, `mapping` and `ignored_columns`. Any bad row
 * (unknown supplier, the supplier's number already recorded, ...): 422 with the line numbers, nothing imported.
 */
export const openBillImportResultSchema = z.object({
  imported: z.number().int(),
  already_paid: z.number().int(),
  switching_date: z.string(),
  total_balance: z.number(),
  row_count: z.number().int().optional(),
  preview: z.array(openBillImportPreviewRowSchema).optional(),
  mapping: z.array(openBillImportColumnSchema).optional(),
  ignored_columns: z.array(z.string()).optional(),
});
export type OpenBillImportResult = z.infer<typeof openBillImportResultSchema>;
