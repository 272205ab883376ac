import type { StatementLine } from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankLines } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { lockMoneyAccount } from './accounts-write.ts';
import { toStatementLine } from './lines.ts';
import { releaseMatches, UNMATCHED } from './matching/release.ts';
import { rescoreLine } from './matching/suggest.ts';

type LineRow = typeof bankLines.$inferSelect;

export const statementLineNotFound = () => new HttpError(404, 'Statement line not found');

/** The line with its money account locked first, then the line itself; a reconciled line is refused. */
export async function lockLine(tx: Tx, accountId: number, id: number): Promise<LineRow> {
  const [found] = await tx
    .select({ ledgerAccountId: bankLines.ledgerAccountId })
    .from(bankLines)
    .where(and(eq(bankLines.id, id), eq(bankLines.accountId, accountId)));
  if (!found) throw statementLineNotFound();
  await lockMoneyAccount(tx, accountId, found.ledgerAccountId);
  const [line] = await tx.select().from(bankLines).where(eq(bankLines.id, id)).for('update');
  if (line!.reconciledAt !== null) {
    throw new HttpError(422, 'This line is reconciled: undo its reconciliation first');
  }
  return line!;
}

async function setStatus(tx: Tx, id: number, status: LineRow['status']): Promise<LineRow> {
  const [line] = await tx.update(bankLines).set({ status }).where(eq(bankLines.id, id)).returning();
  return line!;
}

/** POST /bank_lines/{id}/exclude: the line is nothing for the books (a transfer between own wallets, a test). */
export async function excludeLine(db: Db, accountId: number, id: number): Promise<StatementLine> {
  const line = await writeTransaction(db, 'The line cannot be excluded', async (tx) => {
    const current = await lockLine(tx, accountId, id);
    if (current.status === 'matched') throw new HttpError(409, 'This line is matched: unmatch it first');
    return setStatus(tx, id, 'excluded');
  });
  return toStatementLine(line);
}

/** POST /bank_lines/{id}/include: an excluded line is to match again. */
export async function includeLine(db: Db, accountId: number, id: number): Promise<StatementLine> {
  const line = await writeTransaction(db, 'The line cannot be included', async (tx) => {
    const current = await lockLine(tx, accountId, id);
    if (current.status !== 'excluded') return current;
    return setStatus(tx, id, (current.suggestions ?? []).length > 0 ? 'suggested' : 'unmatched');
  });
  return toStatementLine(line);
}

/**
 * POST /bank_lines/{id}/unmatch: the line let go of what it was matched to; the payments of invoices the match
 * recorded are taken off them (their entries reversed), the entries it posted (a fee, an expense, income, a
 * transfer) reversed on their own dates. Refused for a line not matched.
 */
export async function unmatchLine(db: Db, accountId: number, id: number): Promise<StatementLine> {
  const line = await writeTransaction(db, 'The line cannot be unmatched', async (tx) => {
    const current = await lockLine(tx, accountId, id);
    if (current.status !== 'matched') throw new HttpError(422, 'This line is not matched');
    await releaseMatches(tx, accountId, [current]);
    const [line] = await tx.update(bankLines).set(UNMATCHED).where(eq(bankLines.id, id)).returning();
    const { number } = await lockMoneyAccount(tx, accountId, line!.ledgerAccountId);
    return rescoreLine(tx, accountId, number, line!);
  });
  return toStatementLine(line);
}
