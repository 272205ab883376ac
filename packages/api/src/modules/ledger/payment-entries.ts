import type { Tx } from '../../db/transaction.ts';
import { type SettlementAccountIds, type SettlementSide, settlementAccounts } from './postings/settlement.ts';
import { systemAccountIds } from './system-accounts.ts';

/** The ids of the accounts a payment by `method` moves money between on `side` (see settlementAccounts). */
export async function settlementAccountIds(
  tx: Tx,
  accountId: number,
  side: SettlementSide,
  method: string,
): Promise<SettlementAccountIds> {
  const keys = settlementAccounts(side, method);
  const ids = await systemAccountIds(tx, accountId, [keys.method, keys.control]);
  return { method: ids[keys.method], control: ids[keys.control] };
}
