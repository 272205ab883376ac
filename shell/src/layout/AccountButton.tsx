import type { CurrentUser } from '@daftari/contracts';
import { Avatar } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { ComponentPropsWithRef } from 'react';

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2.5',
  px: '2',
  py: '1',
  rounded: 'md',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
});

/** The signed-in owner's avatar, name and e-mail: the button that opens the account menu. */
export function AccountButton({ user, ...props }: ComponentPropsWithRef<'button'> & { user: CurrentUser }) {
  return (
    <button type="button" aria-label="Account menu" className={trigger} {...props}>
      <Avatar name={user.name} seed={user.email} size="sm" />
      <span className={css({ textAlign: 'left', display: { base: 'none', md: 'block' } })}>
        <span className={css({ display: 'block', fontSize: 'sm', fontWeight: 'medium' })}>{user.name}</span>
        <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{user.email}</span>
      </span>
    </button>
  );
}
