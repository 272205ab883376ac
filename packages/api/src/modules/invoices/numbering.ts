import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { invoiceSequences } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * Which counter an invoice takes its number from. Every account has the `account` scope (INV-0001, ...); a
 * project with `project_invoice_sequence` has its own, `project:{id}` with the project's `invoice_prefix`
 * (WR-0001, ...; the prefix is given by src/modules/projects/prefix.ts and never changes).
 */
export interface NumberingScope {
  scope: string;
  prefix: string;
}

export const ACCOUNT_SCOPE: NumberingScope = { scope: 'account', prefix: 'INV' };
/** Credit notes (CN-0001, ...): a counter of their own in the same table. */
export const CREDIT_NOTE_SCOPE: NumberingScope = { scope: 'credit_note', prefix: 'CN' };

/**
 * The counter of an invoice for this project (null: none). The project's setting at the time the invoice is
 * created decides: switching it later changes only the numbers of invoices created afterwards.
 */
export function numberingScopeFor(
  project: { id: number; ownSequence: boolean; invoicePrefix: string | null } | null,
): NumberingScope {
  if (project?.ownSequence && project.invoicePrefix) {
    return { scope: `project:${project.id}`, prefix: project.invoicePrefix };
  }
  return ACCOUNT_SCOPE;
}

/** `INV-0001`: the prefix, a dash and the value with at least four digits. */
export const formatInvoiceNumber = (prefix: string, value: number) =>
  `${prefix}-${String(value).padStart(4, '0')}`;

export interface AllocatedNumber {
  invoiceNumber: string;
  scope: string;
  value: number;
}

/**
 * Takes the next number of the scope. MUST run in the transaction that inserts the invoice: the upsert locks
 * the counter's row until that transaction ends, so concurrent creates take turns (never the same number)
 * and a rolled-back insert gives its number back (no gap). The first number of a scope creates its row.
 */
export async function allocateInvoiceNumber(
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
  if (!row) throw new Error('invoice number allocation returned no row');
  const value = Number(row.value);
  return { invoiceNumber: formatInvoiceNumber(row.prefix, value), scope, value };
}

/**
 * Gives a number back when its (draft) invoice is deleted, if it is still the scope's latest one, so deleting
 * the draft just created leaves no gap. A number from the middle stays used (a later invoice holds the next).
 */
export async function releaseInvoiceNumber(
  tx: Tx,
  accountId: number,
  scope: string,
  value: number,
): Promise<void> {
  await tx.execute(sql`
    update ${invoiceSequences} set next_value = next_value - 1
    where account_id = ${accountId} and scope = ${scope} and next_value = ${value + 1}`);
}
