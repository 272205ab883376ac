import { billKeys } from '@daftari/api-client';
import type { BillListQuery, expenseListQuerySchema } from '@daftari/contracts';
import type { z } from 'zod';

/**
 * Every query key of the expenses area comes from here. Bills are cached under the shared `billKeys` (the
 * contacts area shows a vendor's bills under them too), vendors under the shared contact keys and the chart
 * of accounts under `ledgerAccountKeys`, so a write in one area refreshes what the other shows.
 */
export const expenseKeys = {
  all: ['expenses'] as const,
  lists: () => [...expenseKeys.all, 'list'] as const,
  list: (params: z.input<typeof expenseListQuerySchema>) => [...expenseKeys.lists(), params] as const,
  details: () => [...expenseKeys.all, 'detail'] as const,
  detail: (id: number) => [...expenseKeys.details(), id] as const,
  defaults: () => [...expenseKeys.all, 'defaults'] as const,
  billLists: billKeys.lists,
  billList: (params: BillListQuery) => [...billKeys.lists(), params] as const,
  bill: billKeys.detail,
  billAttachment: (id: number) => [...billKeys.detail(id), 'attachment'] as const,
};
