import { z } from 'zod';
import { idQuery, optionalText } from './fields.ts';
import { calendarDate, decimalNumber } from './money.ts';
import { listQueryFields, pageMetaSchema } from './pagination.ts';

/**
 * What posts a journal entry: a document (its kind and id in `source_type`/`source_id`; `bank_line`: a
 * statement line booked as a fee, an expense, income or a transfer, its id; `paystack_payout`: a Paystack
 * settlement paid into a bank account, the payout's id), the owner
 * (`manual`), the amounts owed on the day a business switched to Daftari (`opening_balance`), or the
 * period-end revaluation of foreign-currency items (`revaluation`, its `as_of` date as its source id).
 */
export const JOURNAL_SOURCE_TYPES = [
  'invoice',
  'payment',
  'credit_note',
  'refund',
  'expense',
  'bill',
  'bill_payment',
  'paystack_fee',
  'mpesa_receipt',
  'bank_line',
  'paystack_payout',
  'manual',
  'opening_balance',
  'revaluation',
] as const;
export const journalSourceTypeSchema = z.enum(JOURNAL_SOURCE_TYPES, {
  error: `Source type must be one of ${JOURNAL_SOURCE_TYPES.join(', ')}`,
});
export type JournalSourceType = z.infer<typeof journalSourceTypeSchema>;

/** One line of an entry: a debit or a credit (the other 0) on one ledger account. */
export const journalLineSchema = z.object({
  id: z.number().int(),
  ledger_account_id: z.number().int(),
  account_number: z.string(),
  account_name: z.string(),
  contact_id: z.number().int().nullable(),
  description: z.string().nullable(),
  debit: z.number(),
  credit: z.number(),
  /**
   * A line in another currency than the books': that currency and the line's signed amount in it
   * (debit-positive); left out on a line in the books' own.
   */
  currency: z.string().optional(),
  amount_currency: z.number().optional(),
});
export type JournalLine = z.infer<typeof journalLineSchema>;

/** A journal entry; `number` is `JE-000001` (gapless per business), `total` the sum of its debits. */
export const journalEntrySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  date: z.string(),
  memo: z.string().nullable(),
  source_type: journalSourceTypeSchema,
  source_id: z.string().nullable(),
  reversal_of: z.number().int().nullable(),
  reversed_by: z.number().int().nullable(),
  lines: z.array(journalLineSchema),
  total: z.number(),
  created_at: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalEntryListSchema = z.object({ data: z.array(journalEntrySchema), meta: pageMetaSchema });
export type JournalEntryList = z.infer<typeof journalEntryListSchema>;

/** GET /journal_entries: newest first, filtered by dates (inclusive), account, source and contact. */
export const journalEntryListQuerySchema = z.object({
  ...listQueryFields(25),
  from: calendarDate('From').optional(),
  to: calendarDate('To').optional(),
  ledger_account_id: idQuery('Ledger account').optional(),
  source_type: journalSourceTypeSchema.optional(),
  contact_id: idQuery('Contact').optional(),
});
export type JournalEntryListQuery = z.input<typeof journalEntryListQuerySchema>;

/** The largest amount a line holds (NUMERIC(14,2)). */
const MAX_LINE_AMOUNT = 999_999_999_999.99;
const lineAmount = (label: string) =>
  decimalNumber(label, { places: 2, max: MAX_LINE_AMOUNT })
    .refine((amount) => amount > 0, `${label} must be more than 0`)
    .nullish();

const idField = (label: string) =>
  z.number({ error: (i) => (i.input == null ? `${label} is required` : `${label} must be a number`) }).int();

/** A line of a manual entry: exactly one of debit and credit, more than 0. */
export const journalLineInputSchema = z
  .object({
    ledger_account_id: idField('Account'),
    debit: lineAmount('Debit'),
    credit: lineAmount('Credit'),
    contact_id: idField('Contact').nullish(),
    description: optionalText('Description', 500).optional(),
  })
  .superRefine((line, context) => {
    const given = [line.debit, line.credit].filter((amount) => amount !== null && amount !== undefined);
    if (given.length === 2) {
      context.addIssue({
        code: 'custom',
        path: ['credit'],
        message: 'A line takes a debit or a credit, not both',
      });
    } else if (given.length === 0) {
      context.addIssue({ code: 'custom', path: ['debit'], message: 'A line needs a debit or a credit' });
    }
  });
export type JournalLineInput = z.input<typeof journalLineInputSchema>;

/**
 * POST /journal_entries: `{journal_entry:{date, memo, lines:[...]}}`, at least 2 lines. That debits equal
 * credits, and that every account is an open one of the business, the server checks (exactly, in cents).
 */
export const journalEntryCreateRequestSchema = z.object({
  journal_entry: z.object({
    date: calendarDate('Date'),
    memo: optionalText('Memo', 500).optional(),
    lines: z
      .array(journalLineInputSchema, { error: 'Lines are required' })
      .min(2, 'A journal entry needs at least 2 lines')
      .max(500, 'A journal entry takes at most 500 lines'),
  }),
});
export type JournalEntryCreateRequest = z.input<typeof journalEntryCreateRequestSchema>;

/** POST /journal_entries/{id}/reverse: `{date?}` (default: today, or the entry's date when that is later). */
export const journalEntryReverseRequestSchema = z.object({ date: calendarDate('Date').optional() });
export type JournalEntryReverseRequest = z.input<typeof journalEntryReverseRequestSchema>;
