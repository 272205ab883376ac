import { c2bConfirmationSchema } from '@daftari/contracts';
import { centsToDecimal, exactCents, fitsMoneyColumn } from '@daftari/format';
import { storableJson } from '../../db/storable-json.ts';
import { HttpError } from '../../http/errors.ts';
import { parseWith } from '../../http/validate.ts';

/** A Safaricom C2B confirmation, read: what a receipt stores. */
export interface Confirmation {
  transId: string;
  amountCents: bigint;
  billRefNumber: string;
  msisdn: string;
  payerName: string | null;
  receivedAt: Date;
  /** Why it looks wrong (its time, its amount): then it pays nothing and waits whole in the queue. */
  holdReason: string | null;
}

/** The years a TransTime may fall in, as every date of the API. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;
/** How far ahead of the clock a TransTime may be: Safaricom's clock and ours differ by seconds, not days. */
const MAX_AHEAD_MS = 24 * 3_600_000;

const notAConfirmation = (why: string) => new HttpError(400, `Not a C2B confirmation: ${why}`);

/** Nairobi is UTC+3 all year (no daylight saving time). */
const NAIROBI_OFFSET_HOURS = 3;

/**
 * Safaricom's TransTime: `yyyyMMddHHmmss` in Africa/Nairobi (e.g. 20261125143005), as text or a number. Null
 * when it is missing or not a real moment of that form.
 */
export function nairobiTime(transTime: string | number | null | undefined): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(String(transTime ?? '').trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = new Date(Date.UTC(year, month - 1, day, hour - NAIROBI_OFFSET_HOURS, minute, second));
  // Date.UTC rolls 31 February over into March: only a date that reads back the same is real.
  const local = new Date(utc.getTime() + NAIROBI_OFFSET_HOURS * 3_600_000);
  const real =
    local.getUTCFullYear() === year &&
    local.getUTCMonth() === month - 1 &&
    local.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return real ? utc : null;
}

/**
 * When the money came in: TransTime when it is a real time of 1900–2999 at most a day ahead of `now`; else
 * `now` and what is wrong with it. A missing TransTime is `now`, nothing wrong.
 */
function receivedAtOf(transTime: string | number | null | undefined, now: Date) {
  const text = String(transTime ?? '').trim();
  if (text === '') return { receivedAt: now, problem: null };
  const shown = text.slice(0, 20);
  const time = nairobiTime(text);
  if (!time) return { receivedAt: now, problem: `TransTime ${shown} is not a time (yyyyMMddHHmmss)` };
  const year = Number(text.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) {
    return { receivedAt: now, problem: `TransTime ${shown} is not between ${FIRST_YEAR} and ${LAST_YEAR}` };
  }
  if (time.getTime() - now.getTime() > MAX_AHEAD_MS) {
    return { receivedAt: now, problem: `TransTime ${shown} is more than a day ahead of when it came in` };
  }
  return { receivedAt: time, problem: null };
}

/**
 * Reads Safaricom's body: 400 when it is not a confirmation (no TransID, an amount that is not above 0 with
 * at most 2 decimals, text with control characters; a lone surrogate is read as U+FFFD, as jsonb stores the
 * body). A confirmation that looks wrong is read all the same, with its `holdReason`: a TransTime that is not
 * a time of 1900–2999 or is more than a day ahead of `now` (the receipt is then dated `now`), an amount above
 * `maxAmountCents` (M-Pesa's own limit a transaction). A missing TransTime is `now`.
 */
export function readConfirmation(body: unknown, now: Date, maxAmountCents: bigint): Confirmation {
  let parsed: ReturnType<typeof c2bConfirmationSchema.parse>;
  try {
    parsed = parseWith(c2bConfirmationSchema, storableJson(body));
  } catch (error) {
    throw notAConfirmation(error instanceof Error ? error.message : 'unreadable');
  }
  let amountCents: bigint;
  try {
    amountCents = exactCents(
      typeof parsed.TransAmount === 'string' ? parsed.TransAmount.trim() : parsed.TransAmount,
    );
  } catch {
    throw notAConfirmation('TransAmount must be an amount such as 1190.00');
  }
  if (amountCents <= 0n || !fitsMoneyColumn(amountCents)) {
    throw notAConfirmation('TransAmount must be above 0');
  }
  const { receivedAt, problem } = receivedAtOf(parsed.TransTime, now);
  const problems = [
    problem,
    amountCents > maxAmountCents
      ? `KES ${centsToDecimal(amountCents)} is above M-Pesa's limit of KES ${centsToDecimal(maxAmountCents)} a transaction`
      : null,
  ].filter((text) => text !== null);
  const names = [parsed.FirstName, parsed.MiddleName, parsed.LastName]
    .map((name) => name?.trim())
    .filter(Boolean);
  return {
    transId: parsed.TransID.toUpperCase(),
    amountCents,
    billRefNumber: (parsed.BillRefNumber ?? '').trim(),
    // Whole: a hashed MSISDN is 64 hex digits, and only the whole hash can be matched to a phone number.
    msisdn: String(parsed.MSISDN ?? '')
      .trim()
      .slice(0, 64),
    payerName: names.length > 0 ? names.join(' ') : null,
    receivedAt,
    holdReason: problems.length > 0 ? problems.join('; ') : null,
  };
}

/**
 * The matching key of an account number or an invoice number: upper-cased, everything but letters and
 * digits removed (spaces, hyphens, dots, slashes, ...): `inv 0007`, `Inv-0007` and `INV.0007` are `INV0007`.
 * receive.ts applies the same rule in SQL to invoice numbers.
 */
export const matchKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Whether a body posted to the confirmation URL is in fact a validation request: Safaricom sends both with
 * the same fields, but a validation asks before any money moves, so its `OrgAccountBalance` is blank, where a
 * confirmation carries the shortcode's balance after the payment. A body without the field at all is read as
 * a confirmation (the field is Safaricom's; only a validation sends it empty).
 */
export function isValidationRequest(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('OrgAccountBalance' in body)) return false;
  const balance = (body as { OrgAccountBalance: unknown }).OrgAccountBalance;
  return balance === null || (typeof balance === 'string' && balance.trim() === '');
}
