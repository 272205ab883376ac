import { chooseBusiness, currentUserQuery, errorMessage } from '@daftari/api-client';
import type { CurrentUser } from '@daftari/contracts';
import { useNavigate } from '@daftari/router';
import { CheckIcon, Menu, toast } from '@daftari/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ROLE_LABELS } from '../settings/team/roles.ts';
import { BusinessButton } from './BusinessSwitcher.tsx';

/** The businesses of the switcher; another one's data replaces every cached answer of this one. */
export default function BusinessMenu({ user }: { user: CurrentUser }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const choose = useMutation({
    mutationFn: chooseBusiness,
    onSuccess: (chosen) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQuery.queryKey, chosen);
      toast.success(`Now working in ${chosen.account.name}`);
      navigate('/');
    },
    onError: (error) =>
      toast.error('The business was not switched', { description: errorMessage(error, 'Please try again.') }),
  });
  return (
    <Menu
      defaultOpen
      trigger={<BusinessButton user={user} />}
      items={user.memberships.map((membership) => ({
        value: String(membership.account_id),
        label: `${membership.account_name} · ${ROLE_LABELS[membership.role].label}`,
        icon: membership.account_id === user.account.id ? <CheckIcon /> : undefined,
        onSelect: () => {
          if (membership.account_id !== user.account.id) choose.mutate(membership.account_id);
        },
      }))}
    />
  );
}
