import type { Membership, Role } from '@daftari/contracts';
import { formatDateTimeIn } from '@daftari/format';
import { Avatar, Badge, Button, ConfirmDialog, Select } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useState } from 'react';
import { isRole, ROLE_LABELS, roleItems } from './roles.ts';
import { useChangeRole, useRemoveMember } from './use-team.ts';

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr auto', md: '2fr 1fr auto' },
  alignItems: 'center',
  gap: '3',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border',
  _last: { borderBottomWidth: '0' },
});
const who = css({ display: 'flex', alignItems: 'center', gap: '3', minW: '0' });
const name = css({ fontWeight: 'medium', color: 'fg', overflowWrap: 'anywhere' });
const detail = css({ textStyle: 'caption', color: 'fg.muted', overflowWrap: 'anywhere' });
const roleCell = css({ gridColumn: { base: '1 / -1', md: 'auto' }, maxW: { md: '44' } });

interface MemberRowProps {
  member: Membership;
  /** Whether the one looking may change the team (only an owner). */
  manage: boolean;
  timeZone: string;
}

/** One member or pending invitation: who, their role (changeable by an owner), and removal. */
export function MemberRow({ member, manage, timeZone }: MemberRowProps) {
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [confirming, setConfirming] = useState(false);
  const label = member.user.name ?? member.user.email;
  const when =
    member.status === 'invited'
      ? `Invited ${member.invited_at ? formatDateTimeIn(timeZone, member.invited_at) : ''}`
      : member.last_seen_at
        ? `Last seen ${formatDateTimeIn(timeZone, member.last_seen_at)}`
        : 'Not seen yet';
  const onRole = (value: string) => {
    if (isRole(value) && value !== member.role) changeRole.mutate({ id: member.id, role: value as Role });
  };

  return (
    <li className={row} aria-label={label}>
      <div className={who}>
        <Avatar name={label} seed={member.user.email} size="sm" />
        <div className={css({ minW: '0' })}>
          <div className={name}>
            {label} {member.status === 'invited' ? <Badge tone="amber">Invited</Badge> : null}
          </div>
          <div className={detail}>
            {member.user.name ? `${member.user.email} · ` : ''}
            {when}
          </div>
        </div>
      </div>
      <div className={roleCell}>
        {manage ? (
          <Select
            size="sm"
            items={roleItems}
            value={member.role}
            onValueChange={onRole}
            disabled={changeRole.isPending}
            aria-label={`Role of ${label}`}
          />
        ) : (
          <Badge tone="grey">{ROLE_LABELS[member.role].label}</Badge>
        )}
      </div>
      {manage ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Remove ${label}`}
          onClick={() => setConfirming(true)}
        >
          {member.status === 'invited' ? 'Cancel' : 'Remove'}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={member.status === 'invited' ? `Cancel the invitation of ${label}?` : `Remove ${label}?`}
        description={
          member.status === 'invited'
            ? 'The link in their e-mail stops working.'
            : 'They are signed out of this business at once and can no longer open it.'
        }
        confirmLabel={member.status === 'invited' ? 'Cancel invitation' : 'Remove'}
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(member.id).then(
            () => setConfirming(false),
            () => undefined,
          )
        }
      />
    </li>
  );
}
