import { Link } from '@daftari/router';
import { css, cx } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

/** A link among text: the accent colour, underlined on hover (the offset only shows with the underline). */
export const textLinkStyle = css({
  color: 'accent.fg',
  fontWeight: 'medium',
  textUnderlineOffset: '2px',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing', borderRadius: 'xs' },
});

/** A link within the app among text ('View contact'). */
export function TextLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={cx(textLinkStyle, className)}>
      {children}
    </Link>
  );
}
