import { z } from 'zod';
import { contactSchema } from './contacts.ts';
import { optionalEmailAddress } from './fields.ts';
import { calendarDate } from './money.ts';

const period = { from: calendarDate('From'), to: calendarDate('To') };
const fromNotAfterTo = (query: { from: string; to: string }) => query.from <= query.to;
const fromAfterTo = { message: 'From must be on or before To', path: ['from'] };

/** GET /contacts/{id}/statement: the period (both days included); `format=pdf` answers the PDF. */
export const contactStatementQuerySchema = z
  .object({ ...period, format: z.enum(['json', 'pdf'], { error: 'Format must be json or pdf' }).optional() })
  .refine(fromNotAfterTo, fromAfterTo);
export type ContactStatementQuery = z.input<typeof contactStatementQuerySchema>;

/** POST /contacts/{id}/statement/email: the period, and the address (default: the contact's). */
export const emailContactStatementRequestSchema = z
  .object({ ...period, email: optionalEmailAddress('Email') })
  .refine(fromNotAfterTo, fromAfterTo);
export type EmailContactStatementRequest = z.input<typeof emailContactStatementRequestSchema>;

/** What moved the contact's balance: a document or a settlement of one. */
export const STATEMENT_LINE_KINDS = [
  'invoice',
  'payment',
  'credit_note',
  'refund',
  'bill',
  'bill_payment',
  'opening_balance',
  'other',
] as const;

export const contactStatementLineSchema = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  number: z.string().nullable(),
  /** What the line adds to the balance (a payment or credit note is negative). */
  amount: z.number(),
  balance: z.number(),
});

export const contactStatementSchema = z.object({
  contact: contactSchema,
  from: z.string(),
  to: z.string(),
  /** The currency of every amount: the contact's, else the books'. */
  currency: z.string(),
  /** `receivable` (what the customer owes); `payable` for a vendor with bills and no invoices (what it is owed). */
  side: z.enum(['receivable', 'payable']),
  opening_balance: z.number(),
  lines: z.array(contactStatementLineSchema),
  closing_balance: z.number(),
  /** What the contact owes at `to` in this currency, by days past due. */
  aging: z.object({
    as_of: z.string(),
    current: z.number(),
    days_1_30: z.number(),
    days_31_60: z.number(),
    days_61_90: z.number(),
    days_over_90: z.number(),
    total: z.number(),
  }),
});
export type ContactStatement = z.infer<typeof contactStatementSchema>;

export const emailContactStatementResultSchema = z.object({
  sent_to: z.string(),
  /** `smtp` when handed to the SMTP server, `outbox` when kept in the local outbox (no SMTP configured). */
  delivery: z.enum(['smtp', 'outbox']),
});
