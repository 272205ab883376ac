import { ArrowLeftIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Link } from 'react-router';

const style = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  color: 'fg.muted',
  fontWeight: 'medium',
  _hover: { color: 'fg' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing', borderRadius: 'xs' },
});

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={style}>
      <ArrowLeftIcon size={14} />
      {children}
    </Link>
  );
}
