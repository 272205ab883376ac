import type { Reconciliation } from '@daftari/contracts';
import { centsToDecimal, centsToNumber, toCents } from '@daftari/format';
import { and, count, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankLines, bankReconciliations } from '../../db/schema.ts';
import { type Executor, type Tx, writeTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { type PageQuery, pageMeta, pageOffset } from '../../http/paging.ts';
import { balanceAt } from '../ledger/index.ts';
import { lockMoneyAccount } from './accounts-write.ts';

type Row = typeof bankReconciliations.$inferSelect;

export const reconciliationNotFound = () => new HttpError(404, 'Reconciliation not found');

/** The account's lines up to `date` still to match: neither matched nor excluded. */
const openLinesUpTo = (accountId: number, ledgerAccountId: number, date: string) =>
  and(
    eq(bankLines.accountId, accountId),
    eq(bankLines.ledgerAccountId, ledgerAccountId),
    lte(bankLines.date, date),
    inArray(bankLines.status, ['unmatched', 'suggested']),
  );

/** A reconciliation as the API shows it: a draft's ledger balance read now, a done one's as it was completed. */
async function toReconciliation(db: Executor, row: Row): Promise<Reconciliation> {
  const ledger =
    row.ledgerBalance === null
      ? await balanceAt(db, row.accountId, row.ledgerAccountId, row.statementDate)
      : toCents(row.ledgerBalance);
  const [open] = await db
    .select({ count: count() })
    .from(bankLines)
    .where(openLinesUpTo(row.accountId, row.ledgerAccountId, row.statementDate));
  const statement = toCents(row.statementBalance);
  return {
    id: row.id,
    ledger_account_id: row.ledgerAccountId,
    statement_date: row.statementDate,
    statement_balance: centsToNumber(statement),
    ledger_balance: centsToNumber(ledger),
    difference: centsToNumber(statement - ledger),
    open_lines: Number(open?.count ?? 0),
    status: row.status as Reconciliation['status'],
    completed_at: row.completedAt?.toISOString() ?? null,
  };
}

/** The money account's latest done reconciliation, if any. */
async function latestDone(
  tx: Executor,
  accountId: number,
  ledgerAccountId: number,
): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(bankReconciliations)
    .where(
      and(
        eq(bankReconciliations.accountId, accountId),
        eq(bankReconciliations.ledgerAccountId, ledgerAccountId),
        eq(bankReconciliations.status, 'done'),
      ),
    )
    .orderBy(desc(bankReconciliations.statementDate), desc(bankReconciliations.id))
    .limit(1);
  return row;
}

/** POST /bank_accounts/{id}/reconciliations: a draft on a statement date after the last one done. */
export async function createReconciliation(
  db: Db,
  accountId: number,
  ledgerAccountId: number,
  input: { statement_date: string; statement_balance: number },
): Promise<Reconciliation> {
  const row = await writeTransaction(db, 'The statement balance is too large', async (tx) => {
    await lockMoneyAccount(tx, accountId, ledgerAccountId);
    const done = await latestDone(tx, accountId, ledgerAccountId);
    if (done && done.statementDate >= input.statement_date) {
      const message = `This account is reconciled up to ${done.statementDate}: reconcile a later date`;
      throw new HttpError(422, message, { statement_date: [message] });
    }
    const [created] = await tx
      .insert(bankReconciliations)
      .values({
        accountId,
        ledgerAccountId,
        statementDate: input.statement_date,
        statementBalance: centsToDecimal(toCents(input.statement_balance)),
      })
      .returning();
    return created!;
  });
  return toReconciliation(db, row);
}

/** The reconciliation with its money account locked first (404 for another business's). */
async function lockReconciliation(tx: Tx, accountId: number, id: number): Promise<Row> {
  const [found] = await tx
    .select({ ledgerAccountId: bankReconciliations.ledgerAccountId })
    .from(bankReconciliations)
    .where(and(eq(bankReconciliations.id, id), eq(bankReconciliations.accountId, accountId)));
  if (!found) throw reconciliationNotFound();
  await lockMoneyAccount(tx, accountId, found.ledgerAccountId);
  const [row] = await tx.select().from(bankReconciliations).where(eq(bankReconciliations.id, id));
  return row!;
}

/**
 * POST /reconciliations/{id}/complete: done, its lines up to the statement date reconciled; refused while the
 * difference is not 0.00 or a line is still to match (naming them).
 */
export async function completeReconciliation(db: Db, accountId: number, id: number): Promise<Reconciliation> {
  const row = await writeTransaction(db, 'The reconciliation cannot be completed', async (tx) => {
    const current = await lockReconciliation(tx, accountId, id);
    if (current.status === 'done') return current;
    const state = await toReconciliation(tx, current);
    const problems: string[] = [];
    if (state.difference !== 0)
      problems.push(`the difference is ${centsToDecimal(toCents(state.difference))}, not 0.00`);
    if (state.open_lines > 0)
      problems.push(
        `${state.open_lines} line(s) up to ${current.statementDate} are neither matched nor excluded`,
      );
    if (problems.length > 0) {
      throw new HttpError(422, `The reconciliation cannot be completed: ${problems.join('; ')}`, {
        reconciliation: problems,
      });
    }
    const now = new Date();
    await tx
      .update(bankLines)
      .set({ reconciledAt: now, reconciliationId: id })
      .where(
        and(
          eq(bankLines.accountId, accountId),
          eq(bankLines.ledgerAccountId, current.ledgerAccountId),
          lte(bankLines.date, current.statementDate),
          isNull(bankLines.reconciliationId),
        ),
      );
    const [done] = await tx
      .update(bankReconciliations)
      .set({ status: 'done', completedAt: now, ledgerBalance: centsToDecimal(toCents(state.ledger_balance)) })
      .where(eq(bankReconciliations.id, id))
      .returning();
    return done!;
  });
  return toReconciliation(db, row);
}

/** POST /reconciliations/{id}/undo: the latest done one of its money account only; its lines open again. */
export async function undoReconciliation(db: Db, accountId: number, id: number): Promise<Reconciliation> {
  const row = await writeTransaction(db, 'The reconciliation cannot be undone', async (tx) => {
    const current = await lockReconciliation(tx, accountId, id);
    const latest = await latestDone(tx, accountId, current.ledgerAccountId);
    if (current.status !== 'done' || latest?.id !== id) {
      throw new HttpError(422, 'Only the latest completed reconciliation of an account can be undone');
    }
    await tx
      .update(bankLines)
      .set({ reconciledAt: null, reconciliationId: null })
      .where(and(eq(bankLines.accountId, accountId), eq(bankLines.reconciliationId, id)));
    const [draft] = await tx
      .update(bankReconciliations)
      .set({ status: 'draft', completedAt: null, ledgerBalance: null })
      .where(eq(bankReconciliations.id, id))
      .returning();
    return draft!;
  });
  return toReconciliation(db, row);
}

/** GET /bank_accounts/{id}/reconciliations: newest statement date first, paged. */
export async function listReconciliations(
  db: Db,
  accountId: number,
  ledgerAccountId: number,
  page: PageQuery,
) {
  const where = and(
    eq(bankReconciliations.accountId, accountId),
    eq(bankReconciliations.ledgerAccountId, ledgerAccountId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankReconciliations)
      .where(where)
      .orderBy(desc(bankReconciliations.statementDate), desc(bankReconciliations.id))
      .limit(page.per_page)
      .offset(pageOffset(page)),
    db.select({ count: count() }).from(bankReconciliations).where(where),
  ]);
  const data = [];
  for (const row of rows) data.push(await toReconciliation(db, row));
  return { data, meta: pageMeta(total?.count ?? 0, page) };
}
