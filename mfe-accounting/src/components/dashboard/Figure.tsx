import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

const card = css({
  layerStyle: 'surface',
  borderRadius: 'xl',
  p: '5',
  display: 'grid',
  gap: '1',
  alignContent: 'start',
});
const label = css({ fontSize: 'sm', color: 'fg.muted' });
const value = css({
  fontSize: '2xl',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: '1.2',
});

/** One headline figure: what it is, the amount, a line under it. */
export function Figure({
  label: text,
  value: amount,
  children,
}: {
  label: string;
  value: string;
  children?: ReactNode;
}) {
  return (
    <section className={card} aria-label={text}>
      <h3 className={label}>{text}</h3>
      <p className={value}>{amount}</p>
      {children}
    </section>
  );
}
