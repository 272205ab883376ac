import { z } from 'zod';
import { calendarDate } from './money.ts';

/** `?date=` (the switching date: default today in the account's time zone) and `?dry_run=`. */
export const openBalanceImportQuerySchema = z.object({
  date: calendarDate('Switching date').optional(),
});

/**
 * The schemas of one open-balance import (open invoices, open bills): the fields a column can hold, the
 * optional multipart text field `mapping` (as for contacts), a column as read, a preview row (the document as
 * it will be stored, under its own number and contact names, with its line in the file) and the answer.
 */
export function openBalanceImportSchemas<F extends string, N extends z.ZodRawShape>(
  fields: readonly [F, ...F[]],
  names: N,
) {
  const field = z.enum(fields);
  const column = z.object({ column: z.string(), field: field.nullable() });
  const previewRow = z.object({
    line: z.number().int(),
    ...names,
    contact_id: z.number().int(),
    issue_date: z.string(),
    due_date: z.string(),
    total: z.number(),
    amount_paid: z.number(),
    balance: z.number(),
  });
  const result = z.object({
    imported: z.number().int(),
    already_paid: z.number().int(),
    switching_date: z.string(),
    total_balance: z.number(),
    row_count: z.number().int().optional(),
    preview: z.array(previewRow).optional(),
    mapping: z.array(column).optional(),
    ignored_columns: z.array(z.string()).optional(),
  });
  return { field, mapping: z.record(z.string(), field.nullable()), column, previewRow, result };
}
