import { formatDocumentNumber, type NumberedDocument } from '@daftari/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { invoiceSequences } from '../../db/schema.ts';
import type { Executor, Tx } from '../../db/transaction.ts';
import { documentDefaults } from './document-defaults.ts';

/**
 * Gapless document numbers (INV-0001, EST-0001, ...): one counter per account and scope in
 * `invoice_sequences`, with the prefix its latest number took.
 */
export interface NumberingScope {
  scope: string;
  prefix: string;
}

/** The scope of the business's own sequence of each kind (a project's own invoices have `project:{id}`). */
export const SEQUENCE_SCOPES: Record<NumberedDocument, string> = {
  invoice: 'account',
  estimate: 'estimate',
  credit_note: 'credit_note',
};

/** The business's sequence of `kind` under the prefix its document settings give that kind now. */
export async function accountScope(db: Executor, accountId: number, kind: NumberedDocument) {
  const { prefixes } = await documentDefaults(db, accountId);
  return { scope: SEQUENCE_SCOPES[kind], prefix: prefixes[kind] };
}

export interface AllocatedNumber {
  number: string;
  scope: string;
  value: number;
}

/**
 * Takes the next number of the scope, under the prefix given. MUST run in the transaction that inserts the
 * document: the upsert locks the counter's row until that transaction ends, so concurrent creates take turns
 * (never the same number) and a rolled-back insert gives its number back (no gap). The first number of a
 * scope creates its row. A new prefix continues the count (INV-0041, then F-0042): a value is never given
 * twice, so no prefix change can make a number that was given before.
 */
export async function allocateNumber(
  tx: Tx,
  accountId: number,
  { scope, prefix }: NumberingScope,
): Promise<AllocatedNumber> {
  const result = await tx.execute(sql`
    insert into ${invoiceSequences} as s (account_id, scope, prefix, next_value)
    values (${accountId}, ${scope}, ${prefix}, 2)
    on conflict (account_id, scope) do update set next_value = s.next_value + 1, prefix = excluded.prefix
    returning s.next_value - 1 as value`);
  const [row] = rowsOf<{ value: number | string }>(result);
  if (!row) throw new Error('document number allocation returned no row');
  const value = Number(row.value);
  return { number: formatDocumentNumber(prefix, value), scope, value };
}

/** The business's receipt numbers (RCT-0001…): one counter, its prefix fixed. */
const RECEIPT_SCOPE: NumberingScope = { scope: 'receipt', prefix: 'RCT' };

/**
 * The next `count` receipt numbers, in order, for the payments the caller records in this transaction (a
 * receipt is issued once the money is in, so its number is taken, as a document's, before the journal
 * sequence: see db/write-order.ts). The counter's row stays locked until the transaction ends.
 */
export async function allocateReceiptNumbers(tx: Tx, accountId: number, count: number): Promise<string[]> {
  const { scope, prefix } = RECEIPT_SCOPE;
  const result = await tx.execute(sql`
    insert into ${invoiceSequences} as s (account_id, scope, prefix, next_value)
    values (${accountId}, ${scope}, ${prefix}, ${count + 1})
    on conflict (account_id, scope) do update set next_value = s.next_value + ${count}
    returning s.next_value - ${count} as first`);
  const [row] = rowsOf<{ first: number | string }>(result);
  if (!row) throw new Error('receipt number allocation returned no row');
  const first = Number(row.first);
  return Array.from({ length: count }, (_, i) => formatDocumentNumber(prefix, first + i));
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

/** The value each of the business's own sequences gives next (1 before its first document). */
export async function nextValues(db: Executor, accountId: number): Promise<Record<NumberedDocument, number>> {
  const rows = await db
    .select({ scope: invoiceSequences.scope, next: invoiceSequences.nextValue })
    .from(invoiceSequences)
    .where(
      and(
        eq(invoiceSequences.accountId, accountId),
        inArray(invoiceSequences.scope, Object.values(SEQUENCE_SCOPES)),
      ),
    );
  const next = (kind: NumberedDocument) =>
    Number(rows.find((row) => row.scope === SEQUENCE_SCOPES[kind])?.next ?? 1);
  return { invoice: next('invoice'), estimate: next('estimate'), credit_note: next('credit_note') };
}
