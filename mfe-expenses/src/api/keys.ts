import type { expenseListQuerySchema } from '@daftari/contracts';
import type { z } from 'zod';

/** Every query key of the expenses area comes from here. */
export const expenseKeys = {
  all: ['expenses'] as const,
  lists: () => [...expenseKeys.all, 'list'] as const,
  list: (params: z.input<typeof expenseListQuerySchema>) => [...expenseKeys.lists(), params] as const,
  details: () => [...expenseKeys.all, 'detail'] as const,
  detail: (id: number) => [...expenseKeys.details(), id] as const,
  /** product-spec section 7 fixes this key: ledger accounts are cached under `['ledger-accounts']`. */
  ledgerAccounts: () => ['ledger-accounts'] as const,
};
