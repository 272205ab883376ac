import { billKeys, contactKeys } from '@daftari/api-client';
import type { BillListQuery, expenseListQuerySchema } from '@daftari/contracts';
import type { z } from 'zod';

/**
 * Every query key of the expenses area comes from here. Bills are cached under the shared `billKeys` (the
 * contacts area shows a vendor's bills under them too) and vendors under the shared contact keys, so a write
 * in one area refreshes what the other shows.
 */
export const expenseKeys = {
  all: ['expenses'] as const,
  lists: () => [...expenseKeys.all, 'list'] as const,
  list: (params: z.input<typeof expenseListQuerySchema>) => [...expenseKeys.lists(), params] as const,
  details: () => [...expenseKeys.all, 'detail'] as const,
  detail: (id: number) => [...expenseKeys.details(), id] as const,
  /** The chart of accounts is the business's, not the expenses': it is cached under `['ledger-accounts']`. */
  ledgerAccounts: () => ['ledger-accounts'] as const,
  /** The chart with balances, for "paid from" and its negative-balance warning. */
  moneyAccounts: () => ['ledger-accounts', 'money'] as const,
  defaults: () => [...expenseKeys.all, 'defaults'] as const,
  billLists: billKeys.lists,
  billList: (params: BillListQuery) => [...billKeys.lists(), params] as const,
  bill: billKeys.detail,
  billAttachment: (id: number) => [...billKeys.detail(id), 'attachment'] as const,
  vendorOptions: (search: string) => [...contactKeys.lists(), 'vendor-options', search] as const,
};
