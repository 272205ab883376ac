import {
  changeMemberRole,
  errorMessage,
  inviteMember,
  listMemberships,
  removeMember,
  teamKeys,
} from '@daftari/api-client';
import type { Role } from '@daftari/contracts';
import { toast } from '@daftari/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const useMemberships = () => useQuery({ queryKey: teamKeys.all, queryFn: listMemberships });

/** A change to the team: the list is read again; a refusal (the last owner, say) is shown as a toast. */
function useTeamChange<T>(
  run: (input: T) => Promise<unknown>,
  done: string,
  failed: string,
  toastFailure = true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast.success(done);
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (error) => {
      if (toastFailure) toast.error(failed, { description: errorMessage(error, 'Please try again.') });
    },
  });
}

/** The invitation's field errors (already a member) are the form's to show. */
export const useInvite = () =>
  useTeamChange(
    (input: { email: string; role: Role }) => inviteMember({ membership: input }),
    'Invitation sent',
    'The invitation was not sent',
    false,
  );

export const useChangeRole = () =>
  useTeamChange(
    ({ id, role }: { id: number; role: Role }) => changeMemberRole(id, { membership: { role } }),
    'Role changed',
    'The role was not changed',
  );

export const useRemoveMember = () =>
  useTeamChange((id: number) => removeMember(id), 'Member removed', 'The member was not removed');
