import { z } from 'zod';
import { EARLIEST_DATE, LATEST_DATE } from './money.ts';
import { reportFormatField } from './reports.ts';

// The schedules of KRA's VAT3 return for one month (GET /reports/vat_return, also at /reports/vat_schedules):
// the sales and the purchases, one row per document and category, read from the ledger.

/** A month `yyyy-MM` between EARLIEST_DATE's and LATEST_DATE's. */
export const yearMonth = (label: string) =>
  z
    .string({ error: `${label} must be a month like 2026-03` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${label} must be a month like 2026-03`)
    .refine(
      (text) => text >= EARLIEST_DATE.slice(0, 7) && text <= LATEST_DATE.slice(0, 7),
      `${label} must be between ${EARLIEST_DATE.slice(0, 7)} and ${LATEST_DATE.slice(0, 7)}`,
    );

/** The two schedules; the CSV and PDF forms hold one of them (sales unless asked). */
export const VAT_SCHEDULES = ['sales', 'purchases'] as const;
export type VatSchedule = (typeof VAT_SCHEDULES)[number];

/** `month` (default: the business's current month), `schedule` for CSV and PDF. */
export const vatReturnQuerySchema = z.object({
  month: yearMonth('Month').optional(),
  schedule: z.enum(VAT_SCHEDULES, { error: 'Schedule must be sales or purchases' }).optional(),
  format: reportFormatField,
});
export type VatReturnQuery = z.input<typeof vatReturnQuerySchema>;

/**
 * The VAT3 categories: standard (16 %), other rated (8 %, or any other positive rate), zero-rated, exempt.
 * Non-VAT supplies (eTIMS tax type D) are outside VAT and in no schedule.
 */
export const VAT_RETURN_CATEGORIES = ['standard', 'other', 'zero_rated', 'exempt'] as const;
export type VatReturnCategory = (typeof VAT_RETURN_CATEGORIES)[number];

export const VAT_RETURN_DOCUMENTS = ['invoice', 'credit_note', 'bill', 'expense'] as const;

/**
 * One document's amounts in one category: a credit note (and the reversal of a document voided or changed
 * after its month) is negative. `pin`: the customer's or supplier's KRA PIN, null when unknown;
 * `cu_invoice_number`: the eTIMS control unit's number of a signed sale or credit note; `original_invoice_number`
 * and `original_invoice_date`: the invoice a credit note credits.
 */
export const vatReturnRowSchema = z.object({
  document_type: z.enum(VAT_RETURN_DOCUMENTS),
  document_id: z.string(),
  pin: z.string().nullable(),
  name: z.string(),
  invoice_number: z.string(),
  cu_invoice_number: z.string().nullable(),
  original_invoice_number: z.string().nullable(),
  original_invoice_date: z.string().nullable(),
  date: z.string(),
  description: z.string(),
  category: z.enum(VAT_RETURN_CATEGORIES),
  taxable: z.number(),
  vat: z.number(),
});
export type VatReturnRow = z.infer<typeof vatReturnRowSchema>;

const totalSchema = z.object({
  category: z.enum(VAT_RETURN_CATEGORIES),
  taxable: z.number(),
  vat: z.number(),
});

/** The ledger's VAT movement from the schedule's documents against the schedule's sum: equal, always. */
const ledgerCheckSchema = z.object({ ledger: z.number(), schedule: z.number(), equal: z.boolean() });

export const vatReturnSchema = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  sales: z.array(vatReturnRowSchema),
  purchases: z.array(vatReturnRowSchema),
  sales_totals: z.array(totalSchema),
  purchases_totals: z.array(totalSchema),
  output_vat: z.number(),
  input_vat: z.number(),
  net_vat_due: z.number(),
  ledger_check: z.object({ output: ledgerCheckSchema, input: ledgerCheckSchema }),
});
export type VatReturn = z.infer<typeof vatReturnSchema>;
