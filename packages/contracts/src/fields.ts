import { z } from 'zod';
import { isRefusedText, refusedTextMessage } from './text.ts';

/**
 * Field builders shared by every request schema. Messages are whole sentences ("Name is required") so a
 * form can show them under a field as they are and the API can put them in `details` unchanged.
 */

const typeError = (label: string, expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be ${expected}`;

/** Text as every field takes it: a string without control characters or unpaired surrogates (see text.ts). */
export function text(label: string) {
  return z.string({ error: typeError(label, 'text') }).refine((value) => !isRefusedText(value), {
    error: (issue) => refusedTextMessage(label, typeof issue.input === 'string' ? issue.input : ''),
  });
}

/** The largest PostgreSQL int4 (integer, serial): no id is larger. */
export const MAX_INT4 = 2_147_483_647;

/**
 * An id-shaped query parameter (`contact_id=12`): a whole number from 1 to 2147483647 (an int4), so an id no
 * row can have is a 422 rather than a query the database refuses.
 */
export function idQuery(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be a positive number`)
    .max(MAX_INT4, `${label} must be at most ${MAX_INT4}`);
}

/** A required, trimmed, non-empty string of at most `max` characters. */
export function requiredText(label: string, max = 200) {
  return text(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/**
 * An optional, trimmed string of at most `max` characters. An empty string, `null` or blank text means "no
 * value" and parses to `null`, so clearing a form field clears the stored value.
 */
export function optionalText(label: string, max = 200) {
  return text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A required e-mail address, trimmed and lower-cased (addresses are compared case-insensitively). */
export function emailAddress(label = 'Email') {
  return text(label)
    .trim()
    .toLowerCase()
    .min(1, `${label} is required`)
    .max(254, `${label} must be at most 254 characters`)
    .pipe(z.email({ error: `${label} is not a valid email address` }));
}

/** An optional e-mail address: empty or `null` parses to `null`. */
export function optionalEmailAddress(label = 'Email') {
  return text(label)
    .trim()
    .toLowerCase()
    .max(254, `${label} must be at most 254 characters`)
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email({ error: `${label} is not a valid email address` }).nullable());
}

/** An ISO 4217 currency code such as `KES`; lower case is accepted and upper-cased. */
export function currencyCode(label = 'Currency') {
  return text(label)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, `${label} must be a three-letter ISO 4217 code such as KES`);
}

/** The account's currency when none is given. */
export const DEFAULT_CURRENCY = 'KES';

/**
 * The currencies a document (invoice, estimate, credit note, bill, expense, recurring invoice, imported open
 * balance) may be in: the account's own, and those its rate table has a rate for (`rated`), in code order.
 * Without `rated` (the imports of open invoices and bills, whose rows carry no rate) only the account's: the
 * import refuses anything else with `otherCurrencyMessage`.
 */
export const documentCurrencies = (accountCurrency: string, rated: readonly string[] = []): string[] => [
  accountCurrency,
  ...[...new Set(rated)].filter((code) => code !== accountCurrency).sort(),
];

/** Why an imported row in another currency than the account's is refused (with its line). */
export const otherCurrencyMessage = (accountCurrency: string) =>
  `Only ${accountCurrency} is supported for now: documents in other currencies cannot be booked yet`;

/** A query flag: `true` or `false`. */
export const queryFlag = (label: string) =>
  z.enum(['true', 'false'], { error: `${label} must be true or false` }).transform((flag) => flag === 'true');
