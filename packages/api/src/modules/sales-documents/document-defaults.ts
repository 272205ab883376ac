import { DEFAULT_DOCUMENT_PREFIXES, type NumberedDocument } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

/** What a new sales document takes from the business's document settings. */
export interface DocumentDefaults {
  prefixes: Record<NumberedDocument, string>;
  /** A new invoice without a due date is due this many days after its issue date. */
  paymentTermsDays: number;
  /** The notes of a new invoice or estimate created without any. */
  defaultNotes: string | null;
}

const FALLBACK: DocumentDefaults = {
  prefixes: DEFAULT_DOCUMENT_PREFIXES,
  paymentTermsDays: 30,
  defaultNotes: null,
};

/**
 * The business's document settings as they are now. Read without a lock: a create racing a change of the
 * settings takes the old or the new ones, and either numbers uniquely (the sequence row decides the value).
 */
export async function documentDefaults(db: Executor, accountId: number): Promise<DocumentDefaults> {
  const [row] = await db
    .select({
      invoice: accounts.invoicePrefix,
      estimate: accounts.estimatePrefix,
      creditNote: accounts.creditNotePrefix,
      paymentTermsDays: accounts.paymentTermsDays,
      defaultNotes: accounts.defaultNotes,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  if (!row) return FALLBACK;
  return {
    prefixes: { invoice: row.invoice, estimate: row.estimate, credit_note: row.creditNote },
    paymentTermsDays: row.paymentTermsDays,
    defaultNotes: row.defaultNotes,
  };
}

/** The day `days` after `issueDate` (`yyyy-MM-dd`). */
export const dueDateAfter = (issueDate: string, days: number) =>
  new Date(Date.parse(`${issueDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
