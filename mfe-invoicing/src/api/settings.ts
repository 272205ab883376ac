import { currentUserQuery, updateAccount } from '@daftari/api-client';
import type { AccountUpdateRequest } from '@daftari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from './keys.ts';

/**
 * PUT /account; the answer replaces the account of the cached current user, which every area reads, and
 * the settings' own read of it.
 */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AccountUpdateRequest) => updateAccount(request),
    onSuccess: (account) => {
      queryClient.setQueryData(currentUserQuery.queryKey, (user) => (user ? { ...user, account } : user));
      queryClient.setQueryData(invoiceKeys.account(), account);
      return queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
