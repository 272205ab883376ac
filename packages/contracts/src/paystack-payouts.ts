import { z } from 'zod';
import { MAX_INT4 } from './fields.ts';
import { calendarDate } from './money.ts';
import { pageQueryFields } from './pagination.ts';

/**
 * Paystack payouts: the settlements Paystack paid into the business's bank account, read from Paystack's API
 * (`api`) or from the dashboard's settlements export (`file`). Each posts Dr the receiving bank / Cr the
 * Paystack account for what reached the bank (`effective_amount`), on the settlement date. Amounts here are
 * in the currency's main unit (Paystack's API sends subunits; they are divided by 100).
 */
export const PAYOUT_SOURCES = ['api', 'file'] as const;

export const paystackPayoutSchema = z.object({
  id: z.number().int(),
  ledger_account_id: z.number().int(),
  /** The money account (of kind bank) the payout was paid into. */
  bank_account_id: z.number().int(),
  /** Paystack's settlement (payout) id, as its bank narration carries it: `PSTK_359143`. */
  settlement_id: z.string(),
  source: z.enum(PAYOUT_SOURCES),
  status: z.string(),
  currency: z.string(),
  settlement_date: z.string(),
  total_processed: z.number().nullable(),
  total_fees: z.number().nullable(),
  total_amount: z.number(),
  effective_amount: z.number(),
  deductions: z.number().nullable(),
  /** The transactions Paystack says make it up (API only), and how many of them no payment here records. */
  transactions: z.number().int().nullable(),
  unrecorded_transactions: z.number().int().nullable(),
  journal_entry_id: z.number().int(),
  /** The bank statement line matched to the payout's posting, once one is. */
  bank_line_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type PaystackPayout = z.infer<typeof paystackPayoutSchema>;

const bankAccountField = z
  .number({ error: 'Bank account must be a number' })
  .int('Bank account not found')
  .positive('Bank account not found')
  .max(MAX_INT4, 'Bank account not found');

/**
 * POST /bank_accounts/{paystack account}/payouts/sync: `{from?, to?, bank_account_id?}`. `bank_account_id`
 * names the money account (of kind bank) payouts are paid into, and is remembered for the next time; without
 * one, the remembered one, else 1100 Bank. `from` defaults to the day after the lock date.
 */
export const payoutSyncRequestSchema = z.object({
  from: calendarDate('From').optional(),
  to: calendarDate('To').optional(),
  bank_account_id: bankAccountField.optional(),
});
export type PayoutSyncRequest = z.output<typeof payoutSyncRequestSchema>;

/** What a sync or a file import did: payouts posted, and settlements left (known already, not settled yet). */
export const payoutImportResultSchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
});

/** GET /bank_accounts/{id}/payouts: `page`, `per_page`, newest settlement first. */
export const payoutListQuerySchema = z.object(pageQueryFields(20));
