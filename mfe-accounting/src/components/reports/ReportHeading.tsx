import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

const root = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '1 4',
  mb: '3',
});
const title = css({ textStyle: 'heading.md', color: 'fg' });
const subtitle = css({ textStyle: 'body.sm', color: 'fg.muted' });

/** The report's name, the days it covers and the currency of its amounts. */
export function ReportHeading({
  title: text,
  dates,
  currency,
  children,
}: {
  title: ReactNode;
  dates: string;
  currency: string;
  children?: ReactNode;
}) {
  return (
    <div className={root}>
      <div>
        <h2 className={title}>{text}</h2>
        <p className={subtitle}>
          {dates} · amounts in {currency}
        </p>
      </div>
      {children}
    </div>
  );
}
