import { PAYMENT_METHOD_ACCOUNT_NUMBER, type Payment } from '@daftari/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { ledgerAccounts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

/**
 * The system accounts of every chart (seeded with `system = true`, drizzle/0009_ledger.sql) and the numbers
 * the posting rules find them by. A system account can be renamed, never renumbered, so its number is its key.
 */
export const SYSTEM_ACCOUNTS = {
  cash: '1000',
  bank: '1100',
  receivable: '1200',
  mpesa: '1300',
  paystackClearing: '1310',
  vatInput: '1400',
  payable: '2000',
  vatOutput: '2100',
  customerCredits: '2200',
  unallocatedMpesa: '2300',
  ownersEquity: '3000',
  retainedEarnings: '3100',
  sales: '4000',
  exchangeGain: '4950',
  bankCharges: '6800',
  exchangeLoss: '6950',
} as const;
export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

/** The ids of some system accounts of one business, by key: what a posting rule is given to post to. */
export type SystemAccountIds<K extends readonly SystemAccount[]> = Readonly<Record<K[number], number>>;

const SYSTEM_ACCOUNT_BY_NUMBER = new Map(
  Object.entries(SYSTEM_ACCOUNTS).map(([key, number]) => [number as string, key as SystemAccount]),
);

/** Where the money of a payment lands, by its method (the contracts' rule, which the screens read too). */
export const PAYMENT_METHOD_ACCOUNT = Object.fromEntries(
  Object.entries(PAYMENT_METHOD_ACCOUNT_NUMBER).map(([method, number]) => [
    method,
    SYSTEM_ACCOUNT_BY_NUMBER.get(number)!,
  ]),
) as Record<Payment['method'], SystemAccount>;

/** The named system accounts' ids from their rows (`number` → `id`); a missing one is a broken chart. */
function idsByKey<K extends SystemAccount>(
  accountId: number,
  keys: readonly K[],
  byNumber: ReadonlyMap<string, number>,
): Record<K, number> {
  const ids = {} as Record<K, number>;
  for (const key of keys) {
    const id = byNumber.get(SYSTEM_ACCOUNTS[key]);
    if (id === undefined)
      throw new Error(`ledger account ${SYSTEM_ACCOUNTS[key]} missing for account ${accountId}`);
    ids[key] = id;
  }
  return ids;
}

/** The ids of the named system accounts of one business. */
export async function systemAccountIds<K extends SystemAccount>(
  db: Executor,
  accountId: number,
  keys: readonly K[],
): Promise<Record<K, number>> {
  const numbers = keys.map((key) => SYSTEM_ACCOUNTS[key]);
  const rows = await db
    .select({ id: ledgerAccounts.id, number: ledgerAccounts.number })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.accountId, accountId), inArray(ledgerAccounts.number, numbers)));
  return idsByKey(accountId, keys, new Map(rows.map((row) => [row.number, row.id])));
}

/**
 * The named system accounts' ids as a column of a larger read (a JSON object `number` → `id`), so a posting
 * rule reads its document and its accounts in one round trip; `systemAccountIdsOf` reads the column.
 */
export function systemAccountIdsColumn(accountId: number, keys: readonly SystemAccount[]): SQL {
  const numbers = keys.map((key) => SYSTEM_ACCOUNTS[key]);
  return sql`(select json_object_agg(number, id) from ${ledgerAccounts}
    where account_id = ${accountId} and number in (${sql.join(
      numbers.map((number) => sql`${number}`),
      sql`, `,
    )}))`;
}

export function systemAccountIdsOf<K extends SystemAccount>(
  accountId: number,
  keys: readonly K[],
  column: Record<string, number> | null,
): Record<K, number> {
  return idsByKey(accountId, keys, new Map(Object.entries(column ?? {})));
}
