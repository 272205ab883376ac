import { invoiceKeys, ledgerAccountKeys } from '@daftari/api-client';
import type { StatementLineListQuery } from '@daftari/contracts';

/** Every query key of the banking area comes from here. */
export const bankingKeys = {
  all: ['banking'] as const,
  accounts: () => [...bankingKeys.all, 'accounts'] as const,
  lineLists: () => [...bankingKeys.all, 'lines'] as const,
  lines: (query: Partial<StatementLineListQuery>) => [...bankingKeys.lineLists(), query] as const,
  rules: () => [...bankingKeys.all, 'rules'] as const,
  reconciliations: (accountId: number) => [...bankingKeys.all, 'reconciliations', accountId] as const,
  invoices: () => [...bankingKeys.all, 'invoices'] as const,
  payouts: (accountId: number) => [...bankingKeys.all, 'payouts', accountId] as const,
};

/**
 * What a match, an import or a reconciliation changes: the accounts' balances and counts, the lines, the
 * reconciliations, the invoices' balances (shared keys, so other areas refresh too) and the chart's balances.
 */
export const moneyKeys = [bankingKeys.all, [...invoiceKeys.all], [...ledgerAccountKeys.all]] as const;
