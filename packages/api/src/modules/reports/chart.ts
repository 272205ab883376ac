import type { LEDGER_ACCOUNT_TYPES } from '@daftari/contracts';
import { asc, eq } from 'drizzle-orm';
import { ledgerAccounts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { type AccountMovement, accountMovements, type LineRange } from '../ledger/index.ts';

export type LedgerAccountType = (typeof LEDGER_ACCOUNT_TYPES)[number];

/** A ledger account as the reports show it. */
export interface ReportAccount {
  id: number;
  number: string;
  name: string;
  accountType: LedgerAccountType;
  system: boolean;
  archived: boolean;
}

/** The business's chart of accounts (archived ones too: they may hold a balance), by number. */
export async function chartOf(db: Executor, accountId: number): Promise<ReportAccount[]> {
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      number: ledgerAccounts.number,
      name: ledgerAccounts.name,
      accountType: ledgerAccounts.accountType,
      system: ledgerAccounts.system,
      archived: ledgerAccounts.archived,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.accountId, accountId))
    .orderBy(asc(ledgerAccounts.number));
  return rows.map((row) => ({ ...row, accountType: row.accountType as LedgerAccountType }));
}

/** Debit-positive net movement (cents) of each ledger account over the range, by ledger account id. */
export async function netMovements(
  db: Executor,
  accountId: number,
  range: LineRange,
): Promise<Map<number, bigint>> {
  const movements: AccountMovement[] = await accountMovements(db, accountId, range);
  return new Map(movements.map((row) => [row.ledgerAccountId, row.debit - row.credit]));
}

/** Debit-positive types: a balance of an asset or expense account reads as debits − credits. */
export const isDebitNormal = (type: LedgerAccountType) => type === 'asset' || type === 'expense';

/** A debit-positive amount on the account's own side (credit-positive for liabilities, equity, income). */
export const onNormalSide = (type: LedgerAccountType, net: bigint) => (isDebitNormal(type) ? net : -net);
