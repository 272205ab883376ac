import { css } from '@daftari/ui/styled-system/css';
import { square } from '@daftari/ui/styled-system/patterns';
import type { ReactNode } from 'react';
import { textLinkStyle } from './text-link.tsx';

const row = css({ display: 'flex', gap: '3', alignItems: 'flex-start' });
const tile = square({ size: '8', borderRadius: 'md', bg: 'bg.muted', color: 'fg.muted' });
const label = css({ fontSize: 'xs', color: 'fg.subtle', fontWeight: 'medium' });
const value = css({ fontSize: 'md', color: 'fg', overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
const missing = css({ color: 'fg.subtle' });

/** An icon on a muted square, at the start of a detail. */
function IconTile({ children }: { children: ReactNode }) {
  return <span className={tile}>{children}</span>;
}

/** An icon, with content beside it (a detail, a short explanation). */
export function IconRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={row}>
      <IconTile>{icon}</IconTile>
      <div className={css({ minW: '0' })}>{children}</div>
    </div>
  );
}

/** One fact of a record inside a `<dl>`: icon, label and value, or '-' when there is no value. */
export function DetailRow({
  icon,
  label: text,
  href,
  children,
}: {
  icon: ReactNode;
  label: string;
  /** Makes the value a link (mailto:, tel:); unused when there is no value. */
  href?: string;
  children?: ReactNode;
}) {
  const empty = children === null || children === undefined || children === false || children === '';
  let shown = children;
  if (empty) shown = <span className={missing}>-</span>;
  else if (href)
    shown = (
      <a href={href} className={textLinkStyle}>
        {children}
      </a>
    );
  return (
    <IconRow icon={icon}>
      <dt className={label}>{text}</dt>
      <dd className={value}>{shown}</dd>
    </IconRow>
  );
}
