import {
  closeYearEnd,
  currentUserQuery,
  reopenYearEnd,
  yearEndKeys,
  yearEndsQuery,
} from '@daftari/api-client';
import type { YearEnd } from '@daftari/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const useYearEnds = (enabled: boolean) => useQuery({ ...yearEndsQuery, enabled });

/** After a close or a reopening: the years, and the business (its lock date) again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: yearEndKeys.all }),
      queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
    ]);
}

export function useCloseYear() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (yearEnd: string) => closeYearEnd(yearEnd), onSuccess: refresh });
}

export function useReopenYear() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (yearEnd: string) => reopenYearEnd(yearEnd), onSuccess: refresh });
}

/**
 * The year a close may take (the earliest open one, once it has ended by the business's `today`) and the one
 * a reopening may (the latest closed one): what the server allows, so the screen offers nothing it refuses.
 */
export function actionableYears(years: readonly YearEnd[], today: string) {
  const firstOpen = years.find((year) => year.status === 'open');
  const closed = years.filter((year) => year.status === 'closed');
  return {
    closable: firstOpen && firstOpen.year_end < today ? firstOpen : null,
    reopenable: closed.at(-1) ?? null,
  };
}
