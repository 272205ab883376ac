import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from '../../db/transaction.ts';

/** A Safaricom SHA-256 hash of the payer's number, as C2B has sent it since November 2023. */
const HASHED = /^[0-9a-f]{64}$/;

/** The nine national digits of a Kenyan mobile number (`712345678`, `110123456`) in any spelling; else null. */
export function nationalDigits(phone: string): string | null {
  const compact = phone.trim().replace(/[\s().-]/g, '');
  return /^(?:\+?254|0)?([17]\d{8})$/.exec(compact)?.[1] ?? null;
}

/** Every way a number is written in Kenya: `0712…`, `254712…`, `+254712…`, `712…` (and the same for 01…). */
export const kenyanForms = (digits: string) => [`0${digits}`, `254${digits}`, `+254${digits}`, digits];

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The contact of the account whose phone number paid: the MSISDN is either a SHA-256 hash, compared with the
 * hashes of every Kenyan form of each contact's number (computed in the query, so no list of numbers leaves
 * the database), or a number itself, compared by its national digits. A masked MSISDN (`2547 ***** 126`)
 * names nobody. Null unless exactly one contact has that number.
 */
export async function payerContactId(
  tx: Executor,
  accountId: number,
  msisdn: string,
): Promise<number | null> {
  const value = msisdn.trim().toLowerCase();
  const digits = HASHED.test(value) ? null : nationalDigits(value);
  if (!HASHED.test(value) && !digits) return null;
  const national = sql`substring(regexp_replace(phone, '[[:space:]().-]', '', 'g') from '^(?:\\+?254|0)?([17][0-9]{8})$')`;
  const matches = HASHED.test(value)
    ? sql`${value} in (
        encode(sha256(convert_to('0' || n, 'UTF8')), 'hex'),
        encode(sha256(convert_to('254' || n, 'UTF8')), 'hex'),
        encode(sha256(convert_to('+254' || n, 'UTF8')), 'hex'),
        encode(sha256(convert_to(n, 'UTF8')), 'hex'))`
    : sql`n = ${digits}`;
  const result = await tx.execute(sql`
    select id from (
      select id, ${national} as n from contacts where account_id = ${accountId} and phone is not null
    ) numbered
    where n is not null and ${matches}
    limit 2`);
  const rows = rowsOf<{ id: number | string }>(result);
  return rows.length === 1 && rows[0] ? Number(rows[0].id) : null;
}
