/** The three numbered sales documents: each counts on its own sequence under its own prefix. */
export const NUMBERED_DOCUMENTS = ['invoice', 'estimate', 'credit_note'] as const;
export type NumberedDocument = (typeof NUMBERED_DOCUMENTS)[number];

/** The prefixes a business starts with (INV-0001, EST-0001, CN-0001). */
export const DEFAULT_DOCUMENT_PREFIXES: Record<NumberedDocument, string> = {
  invoice: 'INV',
  estimate: 'EST',
  credit_note: 'CN',
};

/** `INV-0001`: the prefix, a dash and the value with at least four digits. */
export const formatDocumentNumber = (prefix: string, value: number) =>
  `${prefix}-${String(value).padStart(4, '0')}`;

/**
 * A prefix the settings take: 1 to 10 letters, digits, `-` or `/`, starting and ending with a letter or digit
 * (so `INV/2026` gives INV/2026-0001 and no number reads `INV--0001`).
 */
export const DOCUMENT_PREFIX = /^[A-Za-z0-9](?:[A-Za-z0-9/-]{0,8}[A-Za-z0-9])?$/;

/** The longest default notes and footer the settings take. */
export const MAX_DEFAULT_NOTES = 2000;
export const MAX_DOCUMENT_FOOTER = 500;
/** Payment terms: due on receipt (0) up to a year. */
export const MAX_PAYMENT_TERMS_DAYS = 365;
