import { css } from '@daftari/ui/styled-system/css';
import { useId } from 'react';
import type { PaymentInstruction } from '../lib/payment-instructions.ts';

const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  pt: '5',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border.subtle',
});
const heading = css({ textStyle: 'heading.sm', color: 'fg' });
const way = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  p: '3',
  borderRadius: 'lg',
  layerStyle: 'inset',
});
const title = css({ textStyle: 'overline', color: 'fg.muted' });
const row = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '4',
  fontSize: 'md',
  '& dt': { color: 'fg.muted' },
  '& dd': { m: '0', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', color: 'fg' },
});
const text = css({ fontSize: 'md', color: 'fg', whiteSpace: 'pre-wrap', wordBreak: 'break-word' });

/** Paying without this page: the paybill (or till) from the phone's M-Pesa menu, the business's own words. */
export function PayInstructions({ ways }: { ways: PaymentInstruction[] }) {
  const headingId = useId();
  if (ways.length === 0) return null;
  return (
    <section className={section} aria-labelledby={headingId}>
      <h2 id={headingId} className={heading}>
        Or pay from your phone
      </h2>
      {ways.map((shown) => (
        <div key={shown.title} className={way}>
          <p className={title}>{shown.title}</p>
          {shown.rows.length > 0 ? (
            <dl>
              {shown.rows.map(([label, value]) => (
                <div key={label} className={row}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {shown.text ? <p className={text}>{shown.text}</p> : null}
        </div>
      ))}
    </section>
  );
}
