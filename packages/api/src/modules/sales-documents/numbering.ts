import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { invoiceSequences } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * Gapless document numbers (INV-0001, EST-0001, ...): one counter per account and scope in
 * `invoice_sequences`, the prefix stored with it.
 */
export interface NumberingScope {
  scope: string;
  prefix: string;
}

/** Estimates (EST-0001, ...) and credit notes (CN-0001, ...) have a counter each, per account. */
export const ESTIMATE_SCOPE: NumberingScope = { scope: 'estimate', prefix: 'EST' };
export const CREDIT_NOTE_SCOPE: NumberingScope = { scope: 'credit_note', prefix: 'CN' };

/** `INV-0001`: the prefix, a dash and the value with at least four digits. */
export const formatDocumentNumber = (prefix: string, value: number) =>
  `${prefix}-${String(value).padStart(4, '0')}`;

export interface AllocatedNumber {
  number: string;
  scope: string;
  value: number;
}

/**
 * Takes the next number of the scope. MUST run in the transaction that inserts the document: the upsert
 * locks the counter's row until that transaction ends, so concurrent creates take turns (never the same
 * number) and a rolled-back insert gives its number back (no gap). The first number of a scope creates its
 * row.
 */
export async function allocateNumber(
  tx: Tx,
  accountId: number,
  { scope, prefix }: NumberingScope,
): Promise<AllocatedNumber> {
  const result = await tx.execute(sql`
    insert into ${invoiceSequences} as s (account_id, scope, prefix, next_value)
    values (${accountId}, ${scope}, ${prefix}, 2)
    on conflict (account_id, scope) do update set next_value = s.next_value + 1
    returning s.prefix, s.next_value - 1 as value`);
  const [row] = rowsOf<{ prefix: string; value: number | string }>(result);
  if (!row) throw new Error('document number allocation returned no row');
  const value = Number(row.value);
  return { number: formatDocumentNumber(row.prefix, value), scope, value };
}

/**
 * Gives a number back when its (draft) document is deleted, if it is still the scope's latest one, so
 * deleting the draft just created leaves no gap. A number from the middle stays used (a later document
 * holds the next).
 */
export async function releaseNumber(tx: Tx, accountId: number, scope: string, value: number): Promise<void> {
  await tx.execute(sql`
    update ${invoiceSequences} set next_value = next_value - 1
    where account_id = ${accountId} and scope = ${scope} and next_value = ${value + 1}`);
}
