import { formatAmount, formatMoney } from '@daftari/format';
import { Link } from '@daftari/router';
import { textLinkStyle } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';

const amount = css({ whiteSpace: 'nowrap', '&[data-negative]': { color: 'danger.fg' } });
const blank = css({ color: 'fg.disabled' });

export interface AmountProps {
  value: number;
  /** Shown with the currency (a total); without it, the plain amount (the column says the currency). */
  currency?: string | undefined;
  /** Nothing owed in this column: a dash instead of 0.00. */
  blankZero?: boolean;
  /** The amount opens this page (the general ledger behind it). */
  to?: string | undefined;
  /** What the link opens, for its tooltip. */
  linkTitle?: string;
}

/** An amount of a report: below zero in the danger colour, with its minus sign. */
export function Amount({ value, currency, blankZero = false, to, linkTitle }: AmountProps) {
  if (blankZero && value === 0) return <span className={blank}>–</span>;
  const text = currency === undefined ? formatAmount(value) : formatMoney(value, currency);
  const negative = value < 0 || undefined;
  if (to) {
    return (
      <Link to={to} title={linkTitle} className={cx(textLinkStyle, amount)} data-negative={negative}>
        {text}
      </Link>
    );
  }
  return (
    <span className={amount} data-negative={negative}>
      {text}
    </span>
  );
}
