import { formatAmount } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';

export interface Bar {
  label: string;
  value: number;
}

const figure = css({ layerStyle: 'surface', borderRadius: 'xl', p: '4', mb: '4', display: 'grid', gap: '3' });
const caption = css({ textStyle: 'body.sm', fontWeight: 'medium', color: 'fg' });
// Label, bar, value on one row; on a phone the label narrows and wraps rather than the page scrolling.
const rows = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 7rem) 1fr auto', md: 'minmax(0, 12rem) 1fr auto' },
  columnGap: '3',
  rowGap: '2',
  alignItems: 'center',
  fontSize: 'xs',
  color: 'fg.muted',
});
const row = css({ display: 'contents' });
const name = css({ overflowWrap: 'anywhere', lineHeight: 'tight' });
const track = css({ position: 'relative', h: '4' });
const fill = css({
  position: 'absolute',
  top: '0',
  bottom: '0',
  borderRadius: 'xs',
  bg: 'accent',
  '&[data-negative]': { bg: 'warning.solid' },
});
const zero = css({ position: 'absolute', top: '-1', bottom: '-1', w: '1px', bg: 'border' });
const value = css({
  textAlign: 'end',
  whiteSpace: 'nowrap',
  color: 'fg',
  fontVariantNumeric: 'tabular-nums',
  '&[data-negative]': { color: 'danger.fg' },
});
const axis = css({
  position: 'relative',
  h: '4',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border',
  fontSize: '2xs',
  color: 'fg.subtle',
  whiteSpace: 'nowrap',
});
const tick = css({ position: 'absolute', top: '0.5' });
const axisTitle = css({ fontSize: '2xs', color: 'fg.subtle', textAlign: 'center' });

/**
 * Amounts as horizontal bars (drawn here, no chart library) from a zero line, negatives to its left, each
 * with its label and its amount written out, over an axis marked at its ends and at zero.
 */
export function BarChart({ title, bars, currency }: { title: string; bars: Bar[]; currency: string }) {
  // Only the bars' lengths use floats: the amounts written are the answer's, to the cent.
  const low = Math.min(0, ...bars.map((bar) => bar.value));
  const high = Math.max(0, ...bars.map((bar) => bar.value));
  const span = high - low || 1;
  const at = (amount: number) => `${((amount - low) / span) * 100}%`;
  // Zero is marked between the ends only where its label cannot run into theirs.
  const zeroApart = Math.min(-low, high) / span > 0.2;
  const ticks = low === high ? [0] : zeroApart ? [low, 0, high] : [low, high];
  const shift = (amount: number) => (amount === low ? '0' : amount === high ? '-100%' : '-50%');
  return (
    <figure className={figure} aria-label={title}>
      <figcaption className={caption}>{title}</figcaption>
      <ul className={rows}>
        {bars.map((bar) => {
          const negative = bar.value < 0 || undefined;
          const width = `${(Math.abs(bar.value) / span) * 100}%`;
          return (
            <li key={bar.label} className={row}>
              <span className={name}>{bar.label}</span>
              <span className={track} aria-hidden="true">
                <span className={zero} style={{ left: at(0) }} />
                <span
                  className={fill}
                  data-negative={negative}
                  style={{ left: at(Math.min(0, bar.value)), width }}
                />
              </span>
              <span className={value} data-negative={negative}>
                {formatAmount(bar.value)}
              </span>
            </li>
          );
        })}
        <li className={row} aria-hidden="true">
          <span />
          <span className={axis}>
            {ticks.map((amount) => (
              <span
                key={amount}
                className={tick}
                style={{ left: at(amount), transform: `translateX(${shift(amount)})` }}
              >
                {formatAmount(amount)}
              </span>
            ))}
          </span>
          <span />
        </li>
        <li className={row} aria-hidden="true">
          <span />
          <span className={axisTitle}>Amount ({currency})</span>
          <span />
        </li>
      </ul>
    </figure>
  );
}
