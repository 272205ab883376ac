import { MAX_INT4, normalizeKenyanPhone } from '@daftari/contracts';
import { centsToDecimal, fitsMoneyColumn, toCents } from '@daftari/format';
import { escapeLike } from '../contacts/index.ts';

/**
 * What one search box query may mean, each reading null when it cannot:
 * - `text`: the query lower-cased, runs of spaces as one (names, e-mails, codes, numbers as written);
 * - `prefix` / `contains`: LIKE patterns of it (`contains` from three characters, what a trigram index serves);
 * - `number`: a document number however it is typed (`INV-0042`, `inv 42`, `0042`): its letters and value;
 * - `amount`: an amount (`12,500`, `12500.00`, `KES 12,500`) as the money columns hold it (`12500.00`);
 * - `phone`: a Kenyan mobile number in any spelling, as its last nine digits (`712345678`);
 * - `phoneDigits`: part of one (`0712 345`, `712345`, `+254712`): six digits at least, only digits, spaces,
 *   `+`, `-` and brackets, as the digits it gives of the last nine (`712345`, `712`), without `254` or `0`.
 */
export interface SearchTerms {
  text: string;
  prefix: string;
  contains: string | null;
  number: { letters: string; value: number } | null;
  amount: string | null;
  phone: string | null;
  phoneDigits: string | null;
}

const TRIGRAM_LENGTH = 3;
const NUMBER = /^([a-z]*)[\s#-]*(\d{1,10})$/;
/** Whole part without leading zeros (else `0042` would be an amount too), commas only in groups of three. */
const AMOUNT = /^(?:(?:kes|kshs?)\.?\s*)?((?:[1-9]\d{0,2}(?:,\d{3})+)|[1-9]\d*|0)(?:\.(\d{1,2}))?$/;

const PHONE_PART = /^\+?[\d\s()-]+$/;
const PHONE_PART_DIGITS = 6;

function phoneDigitsOf(text: string): string | null {
  if (!PHONE_PART.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < PHONE_PART_DIGITS) return null;
  const national = digits.replace(/^254/, '').replace(/^0/, '');
  return national.length >= TRIGRAM_LENGTH && national.length <= 9 ? national : null;
}

function amountOf(text: string): string | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const cents = toCents(`${match[1]?.replaceAll(',', '')}.${match[2] ?? '0'}`);
  return cents > 0n && fitsMoneyColumn(cents) ? centsToDecimal(cents) : null;
}

function numberOf(text: string): SearchTerms['number'] {
  const match = NUMBER.exec(text);
  const value = Number(match?.[2]);
  return match && value >= 1 && value <= MAX_INT4 ? { letters: match[1] ?? '', value } : null;
}

export function searchTerms(query: string): SearchTerms {
  const text = query.trim().replace(/\s+/g, ' ').toLowerCase();
  const escaped = escapeLike(text);
  const phone = normalizeKenyanPhone(text);
  return {
    text,
    prefix: `${escaped}%`,
    contains: [...text].length >= TRIGRAM_LENGTH ? `%${escaped}%` : null,
    number: numberOf(text),
    amount: amountOf(text),
    phone: phone ? phone.slice(-9) : null,
    phoneDigits: phoneDigitsOf(text),
  };
}
