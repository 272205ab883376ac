import { z } from 'zod';
import { idQuery, MAX_INT4, optionalText, requiredText } from './fields.ts';
import { calendarDate, decimalNumber } from './money.ts';
import { pageQueryFields } from './pagination.ts';
import { updateFieldsOf } from './update.ts';

/**
 * Money accounts: the asset accounts of the chart the business holds money in. 1000 Cash, 1100 Bank, 1300
 * M-Pesa and 1310 Paystack clearing are money accounts from the start; the owner adds more (a second bank, a
 * till), each its own asset account numbered from 1110 (banks, cash, cards) or 1320 (M-Pesa).
 */
export const MONEY_ACCOUNT_KINDS = ['bank', 'mpesa', 'cash', 'card', 'paystack'] as const;
export type MoneyAccountKind = (typeof MONEY_ACCOUNT_KINDS)[number];

export const moneyAccountSchema = z.object({
  ledger_account_id: z.number().int(),
  number: z.string(),
  name: z.string(),
  kind: z.enum(MONEY_ACCOUNT_KINDS),
  institution: z.string().nullable(),
  currency: z.string(),
  ledger_balance: z.number(),
  statement_balance: z.number().nullable(),
  statement_date: z.string().nullable(),
  unmatched_count: z.number().int(),
  last_import_at: z.string().nullable(),
});
export type MoneyAccount = z.infer<typeof moneyAccountSchema>;

const moneyAccountFields = {
  name: requiredText('Name', 100),
  kind: z.enum(MONEY_ACCOUNT_KINDS, { error: 'Kind must be one of bank, mpesa, cash, card, paystack' }),
  institution: optionalText('Institution', 100),
  // Its number in the chart of accounts (digits); the next free one from 1110 (1320 for M-Pesa) when left out.
  number: optionalText('Number', 10).refine(
    (value) => value === null || /^\d+$/.test(value),
    'Number must be digits only',
  ),
};

/** POST /bank_accounts: `{bank_account:{name, kind, institution?, number?}}`. */
export const bankAccountCreateRequestSchema = z.object({
  bank_account: z.object(moneyAccountFields, { error: 'bank_account is required' }),
});

/** PUT /bank_accounts/{ledger_account_id}: `{bank_account:{name?, institution?}}`; what is left out stays. */
export const bankAccountUpdateRequestSchema = z.object({
  bank_account: z.object(
    updateFieldsOf({ name: moneyAccountFields.name, institution: moneyAccountFields.institution }),
    { error: 'bank_account is required' },
  ),
});

/** The formats a statement file is read in. */
export const STATEMENT_FORMATS = ['mpesa_pdf', 'mpesa_business', 'csv', 'ofx'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** One imported statement file. */
export const statementSchema = z.object({
  id: z.number().int(),
  ledger_account_id: z.number().int(),
  format: z.enum(STATEMENT_FORMATS),
  filename: z.string(),
  period_from: z.string().nullable(),
  period_to: z.string().nullable(),
  opening_balance: z.number().nullable(),
  closing_balance: z.number().nullable(),
  lines_total: z.number().int(),
  lines_new: z.number().int(),
  lines_duplicate: z.number().int(),
  created_at: z.string(),
});
export type Statement = z.infer<typeof statementSchema>;

/**
 * A bank CSV's columns, named by their headers: one signed `amount` column, or `paid_in` and `withdrawn`.
 * `date_format`: how its dates are written (`dd/MM/yyyy`, `MM/dd/yyyy`, `yyyy-MM-dd`, `dd-MM-yyyy`,
 * `dd.MM.yyyy`, `d MMM yyyy`); recognised from the dates when left out.
 */
export const DATE_FORMATS = [
  'dd/MM/yyyy',
  'MM/dd/yyyy',
  'yyyy-MM-dd',
  'dd-MM-yyyy',
  'dd.MM.yyyy',
  'd MMM yyyy',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
const header = (label: string) => requiredText(label, 200);
export const statementMappingSchema = z
  .object({
    date: header('Date column'),
    description: header('Description column'),
    reference: header('Reference column').optional(),
    amount: header('Amount column').optional(),
    paid_in: header('Paid in column').optional(),
    withdrawn: header('Withdrawn column').optional(),
    balance: header('Balance column').optional(),
    date_format: z
      .enum(DATE_FORMATS, { error: `Date format must be one of ${DATE_FORMATS.join(', ')}` })
      .optional(),
  })
  .refine((mapping) => Boolean(mapping.amount) !== Boolean(mapping.paid_in && mapping.withdrawn), {
    error: 'Name either an amount column or both paid in and withdrawn columns',
    path: ['amount'],
  });
export type StatementMapping = z.infer<typeof statementMappingSchema>;

export const STATEMENT_LINE_STATUSES = ['unmatched', 'suggested', 'matched', 'excluded'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

/** What a line can be matched to in the books. */
export const STATEMENT_MATCH_KINDS = [
  'invoice_payment',
  'bill_payment',
  'payment',
  'expense',
  'income',
  'transfer',
  'journal_entry',
  'fee',
] as const;

export type StatementMatchKind = (typeof STATEMENT_MATCH_KINDS)[number];

/**
 * What a matched line is in the books: `auto` when Daftari matched it on import (or a rule did), else
 * `matched_by` (a user id). `ids`: the invoices or bills paid (`"unallocated"` last when 2300 took the rest),
 * the payment, expense or journal entry met; for a `fee`, a line booked as `expense`, `income` or `transfer`,
 * and the other side of a transfer, the journal entry posted.
 */
export const statementMatchSchema = z.object({
  kind: z.enum(STATEMENT_MATCH_KINDS),
  ids: z.array(z.string()),
  auto: z.boolean(),
  matched_at: z.string(),
  matched_by: z.number().int().nullable(),
});

/**
 * What the matcher proposes for a line it could not match: `kind` and `ids` as POST /bank_lines/{id}/match
 * takes them (invoices of one customer, a bill, a payment), the amount they take, how sure it is (0..1) and
 * why, in words.
 */
export const statementSuggestionSchema = z.object({
  kind: z.enum(STATEMENT_MATCH_KINDS),
  ids: z.array(z.string()),
  amount: z.number(),
  confidence: z.number().min(0).max(1),
  reasons: z.array(z.string()),
});
export type StatementSuggestion = z.infer<typeof statementSuggestionSchema>;

/** One line of a statement: money in is positive, money out negative. */
export const statementLineSchema = z.object({
  id: z.number().int(),
  ledger_account_id: z.number().int(),
  statement_id: z.number().int(),
  date: z.string(),
  time: z.string().nullable(),
  reference: z.string().nullable(),
  description: z.string(),
  counterparty: z.string().nullable(),
  counterparty_phone: z.string().nullable(),
  account_ref: z.string().nullable(),
  amount: z.number(),
  balance: z.number().nullable(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  match: statementMatchSchema.nullable(),
  suggestions: z.array(statementSuggestionSchema),
  reconciled: z.boolean(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/** A dry run's answer: the statement as it would be stored, its first lines, and the columns read. */
export const statementPreviewSchema = z.object({
  data: statementSchema.omit({ id: true, created_at: true }),
  preview: z.array(statementLineSchema.omit({ id: true, statement_id: true })),
  mapping: statementMappingSchema.nullable(),
});

/** GET /bank_accounts/{id}/statements: `page`, `per_page`. */
export const statementListQuerySchema = z.object(pageQueryFields(20));

/** GET /bank_lines: `ledger_account_id`, `status`, `from`, `to`, `search`, paged. */
export const statementLineListQuerySchema = z.object({
  ledger_account_id: idQuery('Ledger account').optional(),
  status: z
    .enum(STATEMENT_LINE_STATUSES, { error: `Status must be one of ${STATEMENT_LINE_STATUSES.join(', ')}` })
    .optional(),
  from: calendarDate('From').optional(),
  to: calendarDate('To').optional(),
  search: optionalText('Search', 100).optional(),
  ...pageQueryFields(50),
});
export type StatementLineListQuery = z.output<typeof statementLineListQuerySchema>;

export const statementLineSummarySchema = z.object({
  unmatched: z.number().int(),
  suggested: z.number().int(),
  matched: z.number().int(),
  excluded: z.number().int(),
});

/** A reconciliation of a money account on a statement date. */
export const reconciliationSchema = z.object({
  id: z.number().int(),
  ledger_account_id: z.number().int(),
  statement_date: z.string(),
  statement_balance: z.number(),
  ledger_balance: z.number(),
  difference: z.number(),
  open_lines: z.number().int(),
  status: z.enum(['draft', 'done']),
  completed_at: z.string().nullable(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** POST /bank_accounts/{id}/reconciliations: `{statement_date, statement_balance}`. */
export const reconciliationCreateRequestSchema = z.object({
  statement_date: calendarDate('Statement date'),
  statement_balance: decimalNumber('Statement balance', {
    places: 2,
    min: -999_999_999_999.99,
    max: 999_999_999_999.99,
  }),
});

/** GET /bank_accounts/{id}/reconciliations: `page`, `per_page`. */
export const reconciliationListQuerySchema = z.object(pageQueryFields(20));

/**
 * POST /bank_lines/{id}/match: `{kind, ids, amounts?}`. `invoice_payment`: invoices of one customer, paid in
 * the order given (each up to its balance, or the `amounts` given), `ids` ending in "unallocated" sending what
 * they leave to 2300 Unallocated receipts (alone: the whole line); `bill_payment` likewise, bills of one
 * vendor paid by money out; `payment`: a payment already recorded into
 * this money account, of the line's amount, within 7 days of it; `expense`: an expense (or refund) paid from
 * this money account, of the line's amount, within 7 days; `journal_entry`: an entry moving this money account
 * by the line's amount, within 7 days. The last three post nothing new.
 */
export const statementLineMatchRequestSchema = z.object({
  kind: z.enum(['invoice_payment', 'bill_payment', 'payment', 'expense', 'journal_entry'], {
    error: 'Kind must be one of invoice_payment, bill_payment, payment, expense, journal_entry',
  }),
  ids: z
    .array(requiredText('Id', 64), { error: 'ids must be a list' })
    .min(1, 'Name at least one document')
    .max(50, 'Name at most 50 documents'),
  amounts: z
    .array(decimalNumber('Amount', { places: 2, min: 0.01, max: 999_999_999_999.99 }), {
      error: 'amounts must be a list',
    })
    .optional(),
});
export type StatementLineMatchRequest = z.output<typeof statementLineMatchRequestSchema>;

/** The VAT a line booked as an expense or income carries: Standard (16 %, included in the line), Exempt, Zero. */
export const BANK_LINE_VAT_OPTIONS = ['Standard', 'Exempt', 'Zero'] as const;
/** The fields a booking (a line booked, a rule's action) names. */
export const bookingVatField = z.enum(BANK_LINE_VAT_OPTIONS, {
  error: 'VAT must be one of Standard, Exempt, Zero',
});
export const bookingLedgerAccountField = z
  .number({ error: 'Ledger account is required' })
  .int('Ledger account is required')
  .positive('Ledger account is required')
  .max(MAX_INT4, 'Ledger account not found');
export const bookingContactField = z
  .number({ error: 'Contact must be a number' })
  .int('Contact not found')
  .positive('Contact not found')
  .max(MAX_INT4, 'Contact not found');

/** What a line can be booked as by POST /bank_lines/{id}/create, and what a rule books. */
export const BANK_LINE_CREATE_KINDS = ['expense', 'income', 'transfer'] as const;

/**
 * POST /bank_lines/{id}/create: `{kind, ledger_account_id, contact_id?, vat?, description?}`. `expense` and
 * `income` post the line against that expense or income account (the VAT a Standard line includes to 1400 or
 * 2100; no VAT when left out); `transfer` between this money account and that one. The line's `match.ids`
 * then names the journal entry posted.
 */
export const statementLineCreateRequestSchema = z.object({
  kind: z.enum(BANK_LINE_CREATE_KINDS, { error: 'Kind must be one of expense, income, transfer' }),
  ledger_account_id: bookingLedgerAccountField,
  contact_id: bookingContactField.nullable().optional(),
  vat: bookingVatField.nullable().optional(),
  description: optionalText('Description', 500).optional(),
});
export type StatementLineCreateRequest = z.output<typeof statementLineCreateRequestSchema>;

/** POST /bank_lines/bulk: `{ids, action: accept|exclude}`; accept takes each line's best suggestion. */
export const statementLineBulkRequestSchema = z.object({
  ids: z
    .array(z.number({ error: 'Each id must be a number' }).int().positive().max(MAX_INT4), {
      error: 'ids must be a list',
    })
    .min(1, 'Name at least one line')
    .max(500, 'Name at most 500 lines'),
  action: z.enum(['accept', 'exclude'], { error: 'Action must be accept or exclude' }),
});

/** POST /bank_lines/{id}/decline: `{kind, ids}`, a suggestion the owner says is wrong: never suggested again. */
export const statementLineDeclineRequestSchema = z.object({
  kind: z.enum(STATEMENT_MATCH_KINDS, { error: `Kind must be one of ${STATEMENT_MATCH_KINDS.join(', ')}` }),
  ids: z
    .array(requiredText('Id', 64), { error: 'ids must be a list' })
    .min(1, 'Name at least one document')
    .max(50, 'Name at most 50 documents'),
});
