import { z } from 'zod';
import { openBalanceImportSchemas } from './open-balance-import.ts';

/**
 * What a column of an open bills import can hold (POST /bills/import_open): the supplier's bill number, the
 * supplier (matched to an existing contact by e-mail, else by name), the bill's dates, and its money: `total`
 * with `amount_paid` or `balance_due` (either one suffices with the total; a balance alone is taken as the
 * total). Amounts are read exactly, as other tools write them (`1,250.00`, `KES 1,250`).
 * A currency (its own column, or written with the amounts) other than the account's is refused (documentCurrencies).
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
  'currency',
] as const;

/**
 * The schemas of POST /bills/import_open (see openBalanceImportSchemas). It answers how many bills were
 * brought forward (`imported`), how many rows owed nothing and were left out (`already_paid`), the switching
 * date and the sum of the balances. With `?dry_run=true` nothing is stored and the answer carries `row_count`,
 * `preview`, `mapping` and `ignored_columns`. Any bad row (unknown supplier, the supplier's number already
 * recorded, ...): 422 with the line numbers, nothing imported.
 */
export const {
  field: openBillImportFieldSchema,
  mapping: openBillImportMappingSchema,
  column: openBillImportColumnSchema,
  previewRow: openBillImportPreviewRowSchema,
  result: openBillImportResultSchema,
} = openBalanceImportSchemas(openBillImportFields, {
  bill_number: z.string(),
  supplier_name: z.string(),
});

export type OpenBillImportField = z.infer<typeof openBillImportFieldSchema>;
export type OpenBillImportMapping = z.infer<typeof openBillImportMappingSchema>;
export type OpenBillImportColumn = z.infer<typeof openBillImportColumnSchema>;
export type OpenBillImportPreviewRow = z.infer<typeof openBillImportPreviewRowSchema>;
export type OpenBillImportResult = z.infer<typeof openBillImportResultSchema>;
