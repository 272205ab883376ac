import { useQueryClient } from '@tanstack/react-query';
import { moneyKeys } from './keys.ts';

/** After a change of money: refetch everything it moves (see `moneyKeys`). */
export function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(moneyKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
      () => undefined,
    );
}
