import { formatMoney } from '@daftari/format';
import { Link } from '@daftari/router';
import { Button, Skeleton } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import type { ReactNode } from 'react';
import { iconDisc } from './icon-disc.ts';

// What a contact's invoices and bills share on the contact's page: the totals strip, the number link, the
// loading, error and empty states.

const strip = css({
  display: 'grid',
  gridTemplateColumns: { sm: 'repeat(3, 1fr)' },
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'lg',
  overflow: 'hidden',
  mb: '4',
});
const stat = css({
  px: '4',
  py: '3',
  '&:not(:first-child)': {
    borderTopWidth: { base: '1px', sm: '0' },
    borderLeftWidth: { base: '0', sm: '1px' },
    borderStyle: 'solid',
    borderColor: 'border',
  },
});
const statLabel = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' });
const statValue = css({
  mt: '1',
  fontSize: 'lg',
  fontWeight: 'semibold',
  color: 'fg',
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.01em',
  '&[data-tone=danger]': { color: 'danger.fg' },
  '&[data-tone=success]': { color: 'success.fg' },
});
const numberLink = css({
  fontWeight: 'medium',
  color: 'fg',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '2px' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing', borderRadius: 'xs' },
});
const empty = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '1',
  py: '10',
  px: '4',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'lg',
  bg: 'bg.subtle',
});
const emptyIcon = cx(iconDisc, css({ color: 'fg.subtle', boxShadow: 'xs' }));

export interface DocumentTotal {
  label: string;
  amount: number | string | null | undefined;
  tone?: 'danger' | 'success';
}

/** Three totals side by side (one under the other on a phone). */
export function DocumentTotals({
  label,
  totals,
  currency,
}: {
  label: string;
  totals: DocumentTotal[];
  currency: string;
}) {
  return (
    <dl className={strip} aria-label={label}>
      {totals.map((total) => (
        <div key={total.label} className={stat}>
          <dt className={statLabel}>{total.label}</dt>
          <dd className={statValue} data-tone={total.tone}>
            {formatMoney(total.amount, currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A document's number, linking to its page in its own area. */
export function NumberLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={numberLink}>
      {children}
    </Link>
  );
}

export function DocumentsLoading() {
  return (
    <div className={css({ display: 'grid', gap: '3' })} aria-busy="true">
      <Skeleton height={64} />
      <Skeleton height={120} />
    </div>
  );
}

/** No document yet: what will show here, and the way to the first one (for a role that may create it). */
export function NoDocuments(props: {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  to: string;
  /** The route that creates one, as the permission table keys it. */
  creates: string;
}) {
  return (
    <div className={empty}>
      <span className={emptyIcon}>{props.icon}</span>
      <p className={css({ fontWeight: 'semibold', color: 'fg' })}>{props.title}</p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', maxW: 'sm' })}>{props.text}</p>
      <Allowed route={props.creates}>
        <Button asChild size="sm" variant="outline" className={css({ mt: '3' })}>
          <Link to={props.to}>{props.action}</Link>
        </Button>
      </Allowed>
    </div>
  );
}
