import {
  changePassword,
  errorMessage,
  listSessions,
  revokeSession,
  sessionKeys,
  signOutEverywhere,
} from '@daftari/api-client';
import type { PasswordChangeRequest } from '@daftari/contracts';
import { toast } from '@daftari/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const useSessions = () => useQuery({ queryKey: sessionKeys.all, queryFn: listSessions });

/** After a change to the sessions (one revoked, all others, a new password): the list is read again. */
function useSessionChange<T>(run: (input: T) => Promise<void>, done: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast.success(done);
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
    onError: (error) => toast.error(failed, { description: errorMessage(error, 'Please try again.') }),
  });
}

export const useRevokeSession = () =>
  useSessionChange((id: number) => revokeSession(id), 'Session signed out', 'The session was not signed out');

export const useSignOutEverywhere = () =>
  useSessionChange(
    () => signOutEverywhere(),
    'Signed out everywhere else',
    'The other sessions were not signed out',
  );

/** The password change; its field errors (a wrong current password) are the form's to show. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PasswordChangeRequest) => changePassword(request),
    onSuccess: async () => {
      toast.success('Password changed', { description: 'Your other sessions were signed out.' });
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
