import {
  type Account,
  type AccountUpdate,
  DEFAULT_DOCUMENT_PREFIXES,
  DOCUMENT_PREFIX,
  formatDocumentNumber,
  MAX_DEFAULT_NOTES,
  MAX_DOCUMENT_FOOTER,
  MAX_PAYMENT_TERMS_DAYS,
  type NumberedDocument,
} from '@daftari/contracts';
import * as z from 'zod/mini';

const prefix = (label: string) =>
  z
    .string()
    .check(
      z.refine(
        (value) => DOCUMENT_PREFIX.test(value.trim()),
        `${label}: 1 to 10 letters, digits, - or /, starting and ending with a letter or digit`,
      ),
    );
const text = (max: number, label: string) =>
  z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`));

/** The documents form: every field as the text typed. */
export const documentsForm = z.object({
  invoice_prefix: prefix('Invoice prefix'),
  estimate_prefix: prefix('Estimate prefix'),
  credit_note_prefix: prefix('Credit note prefix'),
  payment_terms_days: z
    .string()
    .check(
      z.refine(
        (value) => /^\d{1,3}$/.test(value.trim()) && Number(value) <= MAX_PAYMENT_TERMS_DAYS,
        `Payment terms: 0 to ${MAX_PAYMENT_TERMS_DAYS} days`,
      ),
    ),
  default_notes: text(MAX_DEFAULT_NOTES, 'Default notes'),
  footer: text(MAX_DOCUMENT_FOOTER, 'Footer'),
});
export type DocumentsValues = z.infer<typeof documentsForm>;
export type DocumentsField = keyof DocumentsValues;

/** The form's values for the account as the API answers it (a business that never set them: the defaults). */
export function valuesOf(account: Account): DocumentsValues {
  const settings = account.document_settings;
  return {
    invoice_prefix: settings?.invoice_prefix ?? DEFAULT_DOCUMENT_PREFIXES.invoice,
    estimate_prefix: settings?.estimate_prefix ?? DEFAULT_DOCUMENT_PREFIXES.estimate,
    credit_note_prefix: settings?.credit_note_prefix ?? DEFAULT_DOCUMENT_PREFIXES.credit_note,
    payment_terms_days: String(settings?.payment_terms_days ?? 30),
    default_notes: settings?.default_notes ?? '',
    footer: settings?.footer ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** PUT /account's `account` for the form's values: empty notes and footer clear. */
export function updateOf(values: DocumentsValues): AccountUpdate {
  return {
    document_settings: {
      invoice_prefix: values.invoice_prefix.trim(),
      estimate_prefix: values.estimate_prefix.trim(),
      credit_note_prefix: values.credit_note_prefix.trim(),
      payment_terms_days: Number(values.payment_terms_days),
      default_notes: orNull(values.default_notes),
      footer: orNull(values.footer),
    },
  };
}

/** The number the next document of `kind` would take under the prefix typed (null while it is not valid). */
export function nextNumber(account: Account, kind: NumberedDocument, typed: string): string | null {
  const value = account.document_settings?.next_values[kind] ?? 1;
  return DOCUMENT_PREFIX.test(typed.trim()) ? formatDocumentNumber(typed.trim(), value) : null;
}

/** What the payment terms typed mean for a new invoice (null while they are no number of days). */
export function termsText(typed: string): string | null {
  if (!/^\d{1,3}$/.test(typed.trim())) return null;
  const days = Number(typed);
  if (days > MAX_PAYMENT_TERMS_DAYS) return null;
  if (days === 0) return 'Due on receipt';
  return `Due ${days} ${days === 1 ? 'day' : 'days'} after the issue date`;
}

/** The API's names of the fields (as a 422's `details` keys them) and the form field each shows under. */
export const FIELD_OF_API_KEY: Record<string, DocumentsField> = {
  'document_settings.invoice_prefix': 'invoice_prefix',
  'document_settings.estimate_prefix': 'estimate_prefix',
  'document_settings.credit_note_prefix': 'credit_note_prefix',
  'document_settings.payment_terms_days': 'payment_terms_days',
  'document_settings.default_notes': 'default_notes',
  'document_settings.footer': 'footer',
};
