import { c2bConfirmationSchema } from '@daftari/contracts';
import { exactCents, fitsMoneyColumn } from '@daftari/format';
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
}

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
  return real && year >= 2000 ? utc : null;
}

/**
 * Reads Safaricom's body: 400 when it is not a confirmation (no TransID, an amount that is not above 0 with
 * at most 2 decimals, text with control characters). A missing or unreadable TransTime is `now`.
 */
export function readConfirmation(body: unknown, now: Date): Confirmation {
  let parsed: ReturnType<typeof c2bConfirmationSchema.parse>;
  try {
    parsed = parseWith(c2bConfirmationSchema, body);
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
  const names = [parsed.FirstName, parsed.MiddleName, parsed.LastName]
    .map((name) => name?.trim())
    .filter(Boolean);
  return {
    transId: parsed.TransID.toUpperCase(),
    amountCents,
    billRefNumber: (parsed.BillRefNumber ?? '').trim(),
    msisdn: String(parsed.MSISDN ?? '')
      .trim()
      .slice(0, 40),
    payerName: names.length > 0 ? names.join(' ') : null,
    receivedAt: nairobiTime(parsed.TransTime) ?? now,
  };
}

/**
 * The matching key of an account number or an invoice number: upper-cased, everything but letters and
 * digits removed (spaces, hyphens, dots, slashes, ...): `inv 0007`, `Inv-0007` and `INV.0007` are `INV0007`.
 * receive.ts applies the same rule in SQL to invoice numbers.
 */
export const matchKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
