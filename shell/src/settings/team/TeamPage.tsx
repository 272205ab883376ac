import { currentUserQuery, messageOf } from '@daftari/api-client';
import { DEFAULT_TIME_ZONE } from '@daftari/format';
import { Card, EmptyState, LoadError, PageHeader, Skeleton, UsersIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { InviteForm } from './InviteForm.tsx';
import { MemberRow } from './MemberRow.tsx';
import { useMemberships } from './use-team.ts';

const layout = css({ maxW: '4xl', display: 'flex', flexDirection: 'column', gap: '4' });
const list = css({ display: 'grid', m: '0', p: '0', listStyle: 'none' });

/** Settings › Team, at /settings/team: the business's members, their roles and pending invitations. */
export function TeamPage() {
  const user = useQuery(currentUserQuery).data;
  const members = useMemberships();
  const manage = user?.role === 'owner';
  const timeZone = user?.account.time_zone ?? DEFAULT_TIME_ZONE;
  const active = members.data?.filter((member) => member.status === 'active') ?? [];
  const invited = members.data?.filter((member) => member.status === 'invited') ?? [];

  return (
    <div className={layout}>
      <PageHeader
        title="Team"
        description={
          manage
            ? 'Who works in this business, and what each may do. Only an owner changes the team.'
            : 'Who works in this business, and what each may do. An owner changes the team.'
        }
      />
      {manage ? <InviteForm /> : null}
      <Card title="Members">
        {members.isError ? (
          <LoadError
            title="The team could not be loaded"
            message={messageOf(members.error, 'Please try again.')}
            onRetry={() => void members.refetch()}
          />
        ) : members.data ? (
          <ul className={list} aria-label="Members">
            {active.map((member) => (
              <MemberRow key={member.id} member={member} manage={manage} timeZone={timeZone} />
            ))}
          </ul>
        ) : (
          <div role="status" aria-label="Loading the team">
            <Skeleton lines={3} />
          </div>
        )}
      </Card>
      {members.data ? (
        <Card title="Pending invitations">
          {invited.length === 0 ? (
            <EmptyState
              icon={<UsersIcon />}
              title="No pending invitations"
              description={manage ? 'Invite your accountant or your staff above.' : undefined}
            />
          ) : (
            <ul className={list} aria-label="Pending invitations">
              {invited.map((member) => (
                <MemberRow key={member.id} member={member} manage={manage} timeZone={timeZone} />
              ))}
            </ul>
          )}
        </Card>
      ) : null}
    </div>
  );
}
