import { Link } from '@daftari/router';
import { css } from '@daftari/ui/styled-system/css';
import { ArrowLeftIcon } from './icons.tsx';

const style = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  color: 'fg.muted',
  fontWeight: 'medium',
  _hover: { color: 'fg' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing', borderRadius: 'xs' },
});

/** The way back to a list, above a record's or a form's heading. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className={style}>
      <ArrowLeftIcon size={14} />
      {children}
    </Link>
  );
}
