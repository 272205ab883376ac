import { z } from 'zod';
import { idQuery } from './fields.ts';
import { journalSourceTypeSchema } from './ledger-journal.ts';
import { calendarDate } from './money.ts';
import { reportFormatField } from './reports.ts';

// GET /reports/reconciliation: where a money account stands against its statements on a date. Amounts are
// decimal numbers of the currency, exact to the cent; money in is positive.

/** `ledger_account_id` (a money account), `as_of` (default: today in the business's time zone), `format`. */
export const reconciliationReportQuerySchema = z.object({
  ledger_account_id: idQuery('Ledger account'),
  as_of: calendarDate('As of').optional(),
  format: reportFormatField,
});
export type ReconciliationReportQuery = z.input<typeof reconciliationReportQuerySchema>;

/** A statement line up to `as_of` that no completed reconciliation holds yet. */
export const unreconciledLineSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  reference: z.string().nullable(),
  description: z.string(),
  amount: z.number(),
  status: z.enum(['unmatched', 'suggested', 'matched', 'excluded']),
});

/** A posting on the money account up to `as_of` behind no reconciled line (and not cancelled by a reversal). */
export const unreconciledPostingSchema = z.object({
  journal_entry_id: z.number().int(),
  entry_number: z.string(),
  date: z.string(),
  memo: z.string().nullable(),
  source_type: journalSourceTypeSchema,
  source_id: z.string().nullable(),
  amount: z.number(),
});

export const reconciliationReportSchema = z.object({
  ledger_account_id: z.number().int(),
  number: z.string(),
  name: z.string(),
  as_of: z.string(),
  /** The closing balance of the latest statement that ends on or before `as_of`, and its end date. */
  statement_balance: z.number().nullable(),
  statement_date: z.string().nullable(),
  /** The ledger balance at the end of `as_of`. */
  ledger_balance: z.number(),
  /** statement_balance − ledger_balance; null without a statement. */
  difference: z.number().nullable(),
  /** The statement date of the latest completed reconciliation on or before `as_of`. */
  reconciled_through: z.string().nullable(),
  lines: z.array(unreconciledLineSchema),
  postings: z.array(unreconciledPostingSchema),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;
