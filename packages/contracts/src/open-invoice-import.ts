import { z } from 'zod';
import { openBalanceImportSchemas } from './open-balance-import.ts';

/**
 * What a column of an open invoices import can hold (POST /invoices/import_open): the invoice's number in the
 * old tool, its customer (matched to an existing contact by e-mail, else by name), its dates, and its money:
 * `total` with `amount_paid` or `balance_due` (either one suffices with the total; a balance alone is taken as
 * the total). Amounts are read exactly, as other tools write them (`1,250.00`, `KES 1,250`).
 * A currency (its own column, or written with the amounts) other than the account's is refused (documentCurrencies).
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
  'currency',
] as const;

/**
 * The schemas of POST /invoices/import_open (see openBalanceImportSchemas). It answers how many invoices were
 * brought forward (`imported`), how many rows owed nothing and were left out (`already_paid`), the switching
 * date and the sum of the balances. With `?dry_run=true` nothing is stored and the answer carries `row_count`,
 * `preview`, `mapping` and `ignored_columns`, as the other imports do. Any bad row (unknown customer, number
 * already used, ...): 422 with the line numbers, nothing imported.
 */
export const {
  field: openInvoiceImportFieldSchema,
  mapping: openInvoiceImportMappingSchema,
  column: openInvoiceImportColumnSchema,
  previewRow: openInvoiceImportPreviewRowSchema,
  result: openInvoiceImportResultSchema,
} = openBalanceImportSchemas(openInvoiceImportFields, {
  invoice_number: z.string(),
  customer_name: z.string(),
});

export type OpenInvoiceImportField = z.infer<typeof openInvoiceImportFieldSchema>;
export type OpenInvoiceImportMapping = z.infer<typeof openInvoiceImportMappingSchema>;
export type OpenInvoiceImportColumn = z.infer<typeof openInvoiceImportColumnSchema>;
export type OpenInvoiceImportPreviewRow = z.infer<typeof openInvoiceImportPreviewRowSchema>;
export type OpenInvoiceImportResult = z.infer<typeof openInvoiceImportResultSchema>;
