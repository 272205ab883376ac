import type { ChartAccount, LedgerAccount } from '@daftari/contracts';
import { centsToNumber } from '@daftari/format';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { ledgerAccounts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { isInt4 } from '../../http/ids.ts';
import { balancesAt } from '../ledger/index.ts';

/** The answer's columns: `full_name` is `{number} {name}`, `full_number` the number. */
const ledgerAccountColumns = {
  id: ledgerAccounts.id,
  name: ledgerAccounts.name,
  full_name: sql<string>`${ledgerAccounts.number} || ' ' || ${ledgerAccounts.name}`,
  full_number: ledgerAccounts.number,
  account_type: ledgerAccounts.accountType,
};

/** Accounts whose balance is on the debit side; the others' is on the credit side. */
const DEBIT_SIDE = new Set(['asset', 'expense']);

export interface ChartFilter {
  type?: LedgerAccount['account_type'] | undefined;
  includeArchived?: boolean | undefined;
}

/**
 * The business's chart of accounts by number, with each account's balance over every posted line (summed
 * from its daily balances)
 * (debit-positive for assets and expenses, credit-positive otherwise). Archived accounts only on request.
 */
export async function listLedgerAccounts(
  db: Executor,
  accountId: number,
  filter: ChartFilter = {},
  only?: SQL,
): Promise<ChartAccount[]> {
  const rows = await db
    .select({
      ...ledgerAccountColumns,
      number: ledgerAccounts.number,
      system: ledgerAccounts.system,
      archived: ledgerAccounts.archived,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.accountId, accountId),
        filter.type ? eq(ledgerAccounts.accountType, filter.type) : undefined,
        filter.includeArchived ? undefined : eq(ledgerAccounts.archived, false),
        only,
      ),
    )
    .orderBy(asc(ledgerAccounts.number), asc(ledgerAccounts.id));
  const balances = await balancesAt(db, accountId);
  return rows.map((row) => {
    const cents = balances.get(row.id) ?? 0n;
    return {
      ...row,
      account_type: row.account_type as LedgerAccount['account_type'],
      balance: centsToNumber(DEBIT_SIDE.has(row.account_type) ? cents : -cents),
    };
  });
}

export interface FoundLedgerAccount {
  id: number;
  number: string;
  accountType: LedgerAccount['account_type'];
  system: boolean;
  archived: boolean;
}

/** The business's ledger account with this id, or null (other accounts' and ids beyond int4 too). */
export async function findLedgerAccount(
  db: Executor,
  accountId: number,
  id: number,
): Promise<FoundLedgerAccount | null> {
  if (!isInt4(id)) return null;
  const [row] = await db
    .select({
      id: ledgerAccounts.id,
      number: ledgerAccounts.number,
      accountType: ledgerAccounts.accountType,
      system: ledgerAccounts.system,
      archived: ledgerAccounts.archived,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.id, id), eq(ledgerAccounts.accountId, accountId)))
    .limit(1);
  return row ? { ...row, accountType: row.accountType as LedgerAccount['account_type'] } : null;
}

/** The expense accounts of the business as the receipt reader's suggestions name them, by number. */
export function expenseAccountRefs(db: Executor, accountId: number) {
  return db
    .select({
      id: ledgerAccounts.id,
      name: ledgerAccounts.name,
      full_name: ledgerAccountColumns.full_name,
      full_number: ledgerAccounts.number,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.accountId, accountId), eq(ledgerAccounts.accountType, 'expense')))
    .orderBy(ledgerAccounts.number);
}
