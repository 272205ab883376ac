import type {
  ChartAccount,
  ledgerAccountCreateRequestSchema,
  ledgerAccountUpdateRequestSchema,
} from '@daftari/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { billLines, expenses, invoiceItems, journalLines, ledgerAccounts } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { findLedgerAccount, listLedgerAccounts } from './service.ts';

export type NewLedgerAccount = z.output<typeof ledgerAccountCreateRequestSchema>['ledger_account'];
export type LedgerAccountChange = z.output<typeof ledgerAccountUpdateRequestSchema>['ledger_account'];

export const ledgerAccountNotFound = () => new HttpError(404, 'Ledger account not found');

const NUMBER_INDEX = 'ledger_accounts_account_number_unique';
const numberTaken = (number: string) => invalidField('number', `Number ${number} is already taken`);

/** Runs a write to the chart; a number taken meanwhile (the unique index) answers 422 too. */
async function chartWrite<T>(db: Db, number: string | undefined, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await writeTransaction(db, 'The amounts are too large', work);
  } catch (error) {
    if (number !== undefined && isUniqueViolation(error, NUMBER_INDEX)) throw numberTaken(number);
    throw error;
  }
}

async function assertNumberFree(tx: Tx, accountId: number, number: string, exceptId = 0): Promise<void> {
  const [taken] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.accountId, accountId), eq(ledgerAccounts.number, number)))
    .limit(1);
  if (taken && taken.id !== exceptId) throw numberTaken(number);
}

/** One account of the chart as GET /ledger_accounts shows it (archived or not). */
async function chartAccount(db: Db, accountId: number, id: number): Promise<ChartAccount> {
  const [row] = await listLedgerAccounts(db, accountId, { includeArchived: true }, eq(ledgerAccounts.id, id));
  if (!row) throw ledgerAccountNotFound();
  return row;
}

/** POST /ledger_accounts: a new account of the chart; 422 when its number is taken. */
export async function createLedgerAccount(
  db: Db,
  accountId: number,
  input: NewLedgerAccount,
): Promise<ChartAccount> {
  const id = await chartWrite(db, input.number, async (tx) => {
    await assertNumberFree(tx, accountId, input.number);
    const [row] = await tx
      .insert(ledgerAccounts)
      .values({ accountId, number: input.number, name: input.name, accountType: input.account_type })
      .returning({ id: ledgerAccounts.id });
    return row!.id;
  });
  return chartAccount(db, accountId, id);
}

/**
 * PUT /ledger_accounts/{id}: a new number, name, or archived flag. A system account keeps its number (the
 * posting rules find it by it) and is never archived; no account changes its type.
 */
export async function updateLedgerAccount(
  db: Db,
  accountId: number,
  id: number,
  change: LedgerAccountChange,
): Promise<ChartAccount> {
  await chartWrite(db, change.number, async (tx) => {
    const current = await findLedgerAccount(tx, accountId, id);
    if (!current) throw ledgerAccountNotFound();
    if (change.account_type !== undefined && change.account_type !== current.accountType) {
      throw invalidField('account_type', "An account's type cannot change; create a new account instead");
    }
    const renumbered = change.number !== undefined && change.number !== current.number;
    if (current.system && renumbered) {
      throw invalidField('number', 'A system account keeps its number');
    }
    if (current.system && change.archived === true) {
      throw invalidField('archived', 'A system account cannot be archived');
    }
    if (renumbered) await assertNumberFree(tx, accountId, change.number!, id);
    const values = {
      ...(change.number !== undefined ? { number: change.number } : {}),
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.archived !== undefined ? { archived: change.archived } : {}),
    };
    if (Object.keys(values).length === 0) return;
    await tx
      .update(ledgerAccounts)
      .set(values)
      .where(and(eq(ledgerAccounts.id, id), eq(ledgerAccounts.accountId, accountId)));
  });
  return chartAccount(db, accountId, id);
}

const ARCHIVE_INSTEAD = 'This account has been used; archive it instead';

/**
 * DELETE /ledger_accounts/{id}: only an account nothing was ever posted to (and no expense, invoice line or
 * bill line names), and never a system account; 422 otherwise.
 */
export async function deleteLedgerAccount(db: Db, accountId: number, id: number): Promise<void> {
  await chartWrite(db, undefined, async (tx) => {
    const current = await findLedgerAccount(tx, accountId, id);
    if (!current) throw ledgerAccountNotFound();
    if (current.system) throw new HttpError(422, 'A system account cannot be deleted');
    const [posted] = await tx
      .select({ one: sql`1` })
      .from(journalLines)
      .where(and(eq(journalLines.accountId, accountId), eq(journalLines.ledgerAccountId, id)))
      .limit(1);
    const [named] = await tx
      .select({ one: sql`1` })
      .from(expenses)
      .where(
        and(
          eq(expenses.accountId, accountId),
          or(eq(expenses.ledgerAccountId, id), eq(expenses.paidFromAccountId, id)),
        ),
      )
      .limit(1);
    const [itemNamed] = await tx
      .select({ one: sql`1` })
      .from(invoiceItems)
      .where(and(eq(invoiceItems.accountId, accountId), eq(invoiceItems.ledgerAccountId, id)))
      .limit(1);
    const [billLineNamed] = await tx
      .select({ one: sql`1` })
      .from(billLines)
      .where(and(eq(billLines.accountId, accountId), eq(billLines.ledgerAccountId, id)))
      .limit(1);
    if (posted || named || itemNamed || billLineNamed) throw new HttpError(422, ARCHIVE_INSTEAD);
    await tx
      .delete(ledgerAccounts)
      .where(and(eq(ledgerAccounts.id, id), eq(ledgerAccounts.accountId, accountId)));
  });
}
