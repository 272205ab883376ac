import { areaPath } from '@daftari/contracts';

/** The banking area's screens, each an in-app URL (an account named by its ledger account id). */
export const bankingPaths = {
  accounts: () => areaPath('banking'),
  importFor: (accountId?: number) =>
    accountId === undefined
      ? areaPath('banking', 'import')
      : `${areaPath('banking', 'import')}?account=${accountId}`,
  inbox: (accountId?: number) =>
    accountId === undefined
      ? areaPath('banking', 'inbox')
      : `${areaPath('banking', 'inbox')}?account=${accountId}`,
  rules: () => areaPath('banking', 'rules'),
  payouts: (accountId?: number) =>
    accountId === undefined
      ? areaPath('banking', 'payouts')
      : `${areaPath('banking', 'payouts')}?account=${accountId}`,
  reconcile: (accountId?: number) =>
    accountId === undefined
      ? areaPath('banking', 'reconcile')
      : `${areaPath('banking', 'reconcile')}?account=${accountId}`,
};
