import type { StatementLine, StatementLineCreateRequest } from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bankLines } from '../../../db/schema.ts';
import { writeTransaction } from '../../../db/transaction.ts';
import { HttpError } from '../../../http/errors.ts';
import { lockMoneyAccount } from '../accounts-write.ts';
import { lockLine } from '../line-actions.ts';
import { toStatementLine } from '../lines.ts';
import { bookLine, checkBookingAccount } from './book.ts';

/**
 * POST /bank_lines/{id}/create: the line booked as an expense, income or a transfer, and matched to the entry
 * posted. 409 for a line matched or excluded; 422 for a reconciled line, an account that does not fit, a
 * locked day; nothing posts then.
 */
export async function createForLine(
  db: Db,
  auth: { accountId: number; userId: number },
  id: number,
  request: StatementLineCreateRequest,
): Promise<StatementLine> {
  const line = await writeTransaction(db, 'The amounts are too large', async (tx) => {
    // Two money accounts are locked in id order (a transfer each way at once waits, never deadlocks).
    if (request.kind === 'transfer') {
      const [own] = await tx
        .select({ ledgerAccountId: bankLines.ledgerAccountId })
        .from(bankLines)
        .where(and(eq(bankLines.id, id), eq(bankLines.accountId, auth.accountId)));
      if (own && request.ledger_account_id < own.ledgerAccountId) {
        // Not a money account: checkBookingAccount answers that below.
        await lockMoneyAccount(tx, auth.accountId, request.ledger_account_id).catch((error: unknown) => {
          if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
        });
      }
    }
    const current = await lockLine(tx, auth.accountId, id);
    if (current.status === 'matched') throw new HttpError(409, 'This line is matched already');
    if (current.status === 'excluded') throw new HttpError(409, 'This line is excluded: include it first');
    const booking = {
      kind: request.kind,
      ledgerAccountId: request.ledger_account_id,
      contactId: request.contact_id ?? null,
      vat: request.vat ?? null,
      description: request.description ?? null,
    };
    await checkBookingAccount(tx, auth.accountId, current, booking);
    return bookLine(tx, auth.accountId, current, booking, { auto: false, userId: auth.userId });
  });
  return toStatementLine(line);
}
