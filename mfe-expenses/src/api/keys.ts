import type { expenseListQuerySchema } from '@daftari/contracts';
import type { z } from 'zod';

/** Every query key of the expenses area comes from here. */
export const expenseKeys = {
  all: ['expenses'] as const,
  lists: () => [...expenseKeys.all, 'list'] as const,
  list: (params: z.input<typeof expenseListQuerySchema>) => [...expenseKeys.lists(), params] as const,
  details: () => [...expenseKeys.all, 'detail'] as const,
  detail: (id: number) => [...expenseKeys.details(), id] as const,
  /** The chart of accounts is the business's, not the expenses': it is cached under `['ledger-accounts']`. */
  ledgerAccounts: () => ['ledger-accounts'] as const,
};
