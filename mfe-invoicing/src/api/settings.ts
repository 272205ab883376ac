import { currentUserQuery, updateAccount } from '@daftari/api-client';
import type { AccountUpdateRequest } from '@daftari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /account; the answer replaces the account of the cached current user, which every area reads. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AccountUpdateRequest) => updateAccount(request),
    onSuccess: (account) => {
      queryClient.setQueryData(currentUserQuery.queryKey, (user) => (user ? { ...user, account } : user));
      return queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
