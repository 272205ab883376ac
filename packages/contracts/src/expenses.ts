import { z } from 'zod';
import { exchangeRateValue } from './exchange-rates.ts';
import { currencyCode, optionalText, requiredText } from './fields.ts';
import type { TaxCategory } from './invoices.ts';
import { calendarDate } from './money.ts';
import { listQueryFields } from './pagination.ts';

export const LEDGER_ACCOUNT_TYPES = ['income', 'expense', 'asset', 'liability', 'equity'] as const;
export const ledgerAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  full_name: z.string(),
  full_number: z.string(),
  account_type: z.enum(LEDGER_ACCOUNT_TYPES),
});
export type LedgerAccount = z.infer<typeof ledgerAccountSchema>;

export const EXPENSE_TYPES = ['Payment', 'Refund'] as const;
/**
 * An expense's VAT: `Standard` 16 %, `Auto` the rate read from the receipt (else 16 %), and three at 0 %:
 * `Zero` zero-rated, `Exempt` exempt, `Non-VAT` outside VAT (in no VAT return schedule).
 */
export const VAT_OPTIONS = ['Auto', 'Standard', 'Exempt', 'Zero', 'Non-VAT'] as const;
export type VatOption = (typeof VAT_OPTIONS)[number];
/** The tax category (as invoice and bill lines carry it) of the options that have one; the others have none. */
export const EXPENSE_TAX_CATEGORIES: Partial<Record<VatOption, TaxCategory>> = {
  Exempt: 'exempt',
  'Non-VAT': 'non_vat',
};
/** Kenya's standard VAT rate, in percent. */
export const STANDARD_VAT_RATE = 16;
/** What NUMERIC(14,2) holds. */
const MAX_EXPENSE_TOTAL = 999_999_999_999.99;
export const RECURRENCES = ['Weekly', 'Monthly', 'Annually'] as const;
/** The recurrence select's "none" entry, as the form shows and sends it. */
export const NO_RECURRENCE = '-- Does Not Recur --';

/** A stored attachment as answers describe it (the file itself is downloaded from its own route). */
export const attachmentFileSchema = z.object({
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type AttachmentFile = z.infer<typeof attachmentFileSchema>;

export const expenseSchema = z.object({
  id: z.number().int(),
  expense_type: z.enum(EXPENSE_TYPES),
  ledger_account_id: z.number().int(),
  ledger_account: ledgerAccountSchema.pick({ id: true, name: true, full_name: true, full_number: true }),
  /** The asset or liability account the money left (or, for a Refund, came back to). */
  paid_from_account_id: z.number().int().optional(),
  dated: z.string(),
  total_value: z.number(),
  currency: z.string(),
  /**
   * The books' currency for one unit of `currency` (1 when they are the same); `total_in_books` is the total
   * at that rate, rounded once: what the account paid from carries. The API always answers both.
   */
  exchange_rate: z.number().optional(),
  total_in_books: z.number().optional(),
  vat: z.enum(VAT_OPTIONS),
  vat_rate: z.number(),
  vat_amount: z.number(),
  description: z.string(),
  receipt_reference: z.string().nullable(),
  recurrence: z.enum(RECURRENCES).nullable(),
  next_occurrence_on: z.string().nullable(),
  merchant_name: z.string().nullable(),
  attachment: attachmentFileSchema.extend({ description: z.string().nullable() }).nullable(),
  created_at: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

/**
 * The expense form's fields as multipart text; the attachment comes as a file part `attachmentFile`. The
 * messages are the ones the form shows under each field.
 */
export const expenseFormFieldsSchema = z.object({
  expenseType: z.enum(EXPENSE_TYPES, { error: 'Type is required.' }),
  ledger_account_id: z.coerce
    .number({ error: 'Account is required.' })
    .int('Account is required.')
    .positive('Account is required.'),
  /**
   * The asset or liability account paid from; empty or left out: on create, the one the business last paid
   * an expense from (else 1100 Bank), on update the expense's own.
   */
  paid_from_account_id: z
    .string()
    .trim()
    .optional()
    .transform((text) => (text ? Number(text) : null))
    .refine((id) => id === null || (Number.isInteger(id) && id > 0), 'Choose the account it was paid from.'),
  // `abort: true`: an empty field reports only that it is required, not also that it is malformed.
  dated: z
    .string({ error: 'Dated is required.' })
    .trim()
    .min(1, { error: 'Dated is required.', abort: true })
    .pipe(calendarDate('Dated')),
  totalValue: z
    .string({ error: 'Total Value is required.' })
    .trim()
    .min(1, { error: 'Total Value is required.', abort: true })
    .regex(/^-?\d+(\.\d{1,2})?$/, {
      error: 'Total Value must be an amount with at most 2 decimals.',
      abort: true,
    })
    .refine(
      (text) => Math.abs(Number(text)) <= MAX_EXPENSE_TOTAL,
      'Total Value must be at most 999,999,999,999.99.',
    ),
  vat: z.enum(VAT_OPTIONS, { error: 'VAT is required.' }),
  /** Left out: the expense's own (on create the books'). */
  currency: currencyCode().optional(),
  /**
   * For another currency: what one unit was worth in the books' currency. Empty or left out: on update the
   * expense's own when its currency stays, else the rate table's latest on or before `dated`.
   */
  exchange_rate: z
    .string()
    .trim()
    .optional()
    .transform((text) => (text ? Number(text) : undefined))
    .pipe(exchangeRateValue().optional()),
  description: z.string({ error: 'Description is required.' }).trim().min(1, 'Description is required.'),
  receiptReference: optionalText('Receipt reference', 100).optional(),
  attachmentDescription: optionalText('Attachment description', 500).optional(),
  recurrence: z
    .union([z.enum(RECURRENCES), z.literal(NO_RECURRENCE), z.literal('')])
    .optional()
    .transform((value) => (value === NO_RECURRENCE || value === '' || value === undefined ? null : value)),
  merchantName: optionalText('Merchant', 200).optional(),
  /**
   * The VAT rate (percent) a receipt extraction detected (`order.vat.rate`); only used with VAT `Auto`.
   * Empty or left out: Auto means Standard (16 %).
   */
  vatRate: z
    .string()
    .trim()
    .optional()
    .transform((text) => (text ? Number(text) : null))
    .refine(
      (rate) => rate === null || (Number.isFinite(rate) && rate >= 0 && rate <= 100),
      'VAT rate must be a percentage between 0 and 100.',
    ),
});
export type ExpenseFormFields = z.input<typeof expenseFormFieldsSchema>;

/** GET /expenses/defaults: what a new expense starts with (the account the business last paid one from). */
export const expenseDefaultsSchema = z.object({ paid_from_account_id: z.number().int() });
export type ExpenseDefaults = z.infer<typeof expenseDefaultsSchema>;

export const expenseListQuerySchema = z.object({ ...listQueryFields(10) });
export type ExpenseListQuery = z.input<typeof expenseListQuerySchema>;

/** POST /expenses/extract_from_receipt: what the receipt reader found (every field may be missing). */
export const receiptExtractionSchema = z.object({
  items_description: z.string().nullable(),
  order: z.object({
    total: z.number().nullable(),
    vat: z.object({ rate: z.number().nullable() }),
    description: z.string().nullable(),
  }),
  metadata: z.object({ date: z.string().nullable(), transaction_number: z.string().nullable() }),
  suggested_account: z.object({ id: z.number().int() }).nullable(),
  attachment_description: z.string().nullable(),
  merchant: z.object({ name: z.string().nullable() }),
});
export type ReceiptExtraction = z.infer<typeof receiptExtractionSchema>;

/** Attachments and receipts: at most this many bytes (5 MB). */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;

/** A pasted M-Pesa message: at most this many characters (a confirmation is under 400). */
export const MAX_MPESA_MESSAGE_LENGTH = 2000;
export const MPESA_PAYMENT_KINDS = ['buy_goods', 'paybill', 'send_money'] as const;

/** POST /expenses/read_mpesa_message: a pasted M-Pesa confirmation message. */
export const mpesaMessageRequestSchema = z.object({
  text: requiredText('M-Pesa message', MAX_MPESA_MESSAGE_LENGTH),
});
export type MpesaMessageRequest = z.input<typeof mpesaMessageRequestSchema>;

/**
 * Its answer's `data`: the receipt reader's suggestion (merchant = paid-to name, total = amount, date,
 * transaction number = the M-Pesa code, VAT rate 0: a message is no tax invoice), what the message said, the
 * account the money left (1300 M-Pesa), and the transaction cost as a second expense on Bank Charges (null
 * when the message names no cost or a cost of 0).
 */
export const mpesaMessageSuggestionSchema = receiptExtractionSchema.extend({
  mpesa: z.object({
    code: z.string(),
    kind: z.enum(MPESA_PAYMENT_KINDS),
    paid_to: z.string(),
    /** The till or paybill number when the message prints it. */
    business_number: z.string().nullable(),
    account_number: z.string().nullable(),
    phone: z.string().nullable(),
    amount: z.number(),
    transaction_cost: z.number().nullable(),
    /** yyyy-MM-dd and HH:mm on the business's clock, as the message wrote them. */
    date: z.string(),
    time: z.string(),
  }),
  paid_from_account: z.object({ id: z.number().int() }).nullable(),
  charges: z
    .object({
      total: z.number(),
      description: z.string(),
      ledger_account: z.object({ id: z.number().int() }),
    })
    .nullable(),
});
export type MpesaMessageSuggestion = z.infer<typeof mpesaMessageSuggestionSchema>;

/**
 * POST /expenses/extract_from_receipt's `data`: what the receipt reader found or, for a screenshot of an M-Pesa
 * confirmation, the message's suggestion with its charge.
 */
export const receiptReadingSchema = z.union([mpesaMessageSuggestionSchema, receiptExtractionSchema]);
export type ReceiptReading = z.infer<typeof receiptReadingSchema>;
