import {
  acceptInvitation,
  currentUserQuery,
  errorMessage,
  getInvitation,
  isNotFound,
  retryUnlessNotFound,
} from '@daftari/api-client';
import type { Invitation } from '@daftari/contracts';
import { Link, useNavigate, useParams } from '@daftari/router';
import { Button, Skeleton, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ROLE_LABELS } from '../settings/team/roles.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { NewMemberForm } from './NewMemberForm.tsx';
import { loginPathFor } from './redirect.ts';
import { useToken } from './use-token.ts';

const linkStyle = css({ color: 'accent', fontWeight: 'medium' });
const muted = css({ color: 'fg.muted' });

/** Accepting signs the person in to the business; they land on its home page. */
function useAccept(token: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (user?: { name: string; password: string }) => acceptInvitation(token, user ? { user } : {}),
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      toast.success(`Welcome to ${user.account.name}`);
      navigate('/', { replace: true });
    },
    onError: (error) =>
      toast.error('The invitation was not accepted', {
        description: errorMessage(error, 'Please try again.'),
      }),
  });
}

/**
 * /invite/{token}, the link of the invitation e-mail (public): a new person chooses a name and password; someone
 * with an account signs in, then joins with one click.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const signedIn = useToken() !== null;
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    retry: retryUnlessNotFound,
  });
  const me = useQuery({ ...currentUserQuery, enabled: signedIn });
  const accept = useAccept(token);

  if (isNotFound(invitation.error)) {
    return (
      <AuthLayout
        title="This invitation no longer works"
        subtitle="An invitation link works once, for 14 days."
      >
        <p role="alert" className={muted}>
          It was used already, withdrawn, or it is more than 14 days old. Ask whoever invited you for a new
          one.
        </p>
      </AuthLayout>
    );
  }
  if (invitation.isError) {
    return (
      <AuthLayout
        title="The invitation could not be loaded"
        subtitle="Check your connection, then try again."
      >
        <Button variant="outline" onClick={() => void invitation.refetch()}>
          Try again
        </Button>
      </AuthLayout>
    );
  }
  if (!invitation.data || (signedIn && !me.data && !me.isError)) {
    return (
      <AuthLayout title="Your invitation" subtitle="Loading...">
        <div role="status" aria-label="Loading the invitation">
          <Skeleton lines={3} />
        </div>
      </AuthLayout>
    );
  }
  const role = ROLE_LABELS[invitation.data.role];
  const subtitle = `${invitation.data.account_name} invites ${invitation.data.email} to join as ${role.label.toLowerCase()}: ${role.description.toLowerCase()}.`;
  return (
    <AuthLayout title={`Join ${invitation.data.account_name}`} subtitle={subtitle}>
      <InvitationAnswer
        invitation={invitation.data}
        signedInAs={signedIn ? (me.data?.email ?? null) : null}
        token={token}
        accepting={accept.isPending}
        onAccept={(user) => accept.mutateAsync(user).catch(() => undefined)}
      />
    </AuthLayout>
  );
}

interface AnswerProps {
  invitation: Invitation;
  signedInAs: string | null;
  token: string;
  accepting: boolean;
  onAccept: (user?: { name: string; password: string }) => Promise<unknown>;
}

function InvitationAnswer({ invitation, signedInAs, token, accepting, onAccept }: AnswerProps) {
  const here = { pathname: `/invite/${token}`, search: '', hash: '' };
  if (signedInAs === invitation.email) {
    return (
      <Button loading={accepting} className={css({ w: 'full' })} onClick={() => void onAccept()}>
        Join {invitation.account_name}
      </Button>
    );
  }
  if (signedInAs) {
    return (
      <p role="alert" className={muted}>
        This invitation is for {invitation.email}, and this browser is signed in as {signedInAs}. Sign out,
        then open the link again.
      </p>
    );
  }
  if (invitation.existing_user) {
    return (
      <p className={muted}>
        You already have a Daftari account.{' '}
        <Link to={loginPathFor(here)} className={linkStyle}>
          Sign in as {invitation.email}
        </Link>{' '}
        to join.
      </p>
    );
  }
  return <NewMemberForm email={invitation.email} accepting={accepting} onAccept={onAccept} />;
}
