import {
  type CreditNoteEtims,
  DEFAULT_KRA_CREDIT_REASON,
  KRA_CREDIT_REASONS,
  type KraCreditReason,
} from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import { etimsCreditNotes } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { saleEtimsFields } from './invoice-etims.ts';

const REASON_OF_CODE = Object.fromEntries(
  Object.entries(KRA_CREDIT_REASONS).map(([reason, code]) => [code, reason]),
) as Record<string, KraCreditReason>;

/** The credit note's eTIMS record for its answer; null when it was never sent to KRA. */
export async function creditNoteEtims(
  db: Executor,
  accountId: number,
  creditNoteId: number,
): Promise<CreditNoteEtims | null> {
  const [row] = await db
    .select()
    .from(etimsCreditNotes)
    .where(and(eq(etimsCreditNotes.creditNoteId, creditNoteId), eq(etimsCreditNotes.accountId, accountId)));
  if (!row) return null;
  return {
    ...saleEtimsFields(row),
    kra_reason: REASON_OF_CODE[row.reasonCode] ?? DEFAULT_KRA_CREDIT_REASON,
  };
}
