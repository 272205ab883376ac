import { currentUserQuery, initializeEtims, updateAccount } from '@daftari/api-client';
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

/**
 * POST /etims/initialize; the answer replaces the eTIMS settings of the cached account (its `message` says
 * when KRA answered that the device was initialized before, and the stored key is kept).
 */
export function useInitializeEtims() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => initializeEtims(),
    onSuccess: ({ data: etims }) => {
      queryClient.setQueryData(currentUserQuery.queryKey, (user) =>
        user ? { ...user, account: { ...user.account, etims } } : user,
      );
      return queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
