import { currentUserQuery, removeAccountLogo, updateAccount, uploadAccountLogo } from '@daftari/api-client';
import type { Account, AccountUpdate } from '@daftari/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The route that changes the business's settings: owners and accountants only. */
export const SETTINGS_ROUTE = 'PUT /api/account';

/** After a change: the answer replaces the cached user's account, and the current user is fetched again. */
function useAccountMutation<Input>(change: (input: Input) => Promise<Account>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (account) => {
      queryClient.setQueryData(currentUserQuery.queryKey, (user) => (user ? { ...user, account } : user));
      return queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}

/** PUT /account with the fields given. */
export const useSaveAccount = () =>
  useAccountMutation((account: AccountUpdate) => updateAccount({ account }));

/** PUT /account/logo with the file chosen. */
export const useUploadLogo = () => useAccountMutation((file: File) => uploadAccountLogo(file));

/** DELETE /account/logo. */
export const useRemoveLogo = () => useAccountMutation((_: undefined) => removeAccountLogo());
