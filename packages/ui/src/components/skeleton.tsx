import { css, cx } from '@daftari/ui/styled-system/css';
import type { CSSProperties } from 'react';

const block = css({
  display: 'block',
  borderRadius: 'sm',
  '&[data-circle]': { borderRadius: 'full' },
  bgImage:
    'linear-gradient(90deg, token(colors.ink.100) 0%, token(colors.ink.200) 40%, token(colors.ink.100) 80%)',
  bgSize: '200% 100%',
  animation: 'dft-shimmer 1.4s ease-in-out infinite',
  _motionReduce: { animation: 'none' },
});
const stack = css({ display: 'flex', flexDirection: 'column', gap: '2' });

type Size = number | string;
const toCss = (size: Size | undefined) => (typeof size === 'number' ? `${size}px` : size);

export interface SkeletonProps {
  /** CSS length or pixels. Defaults to the full width. */
  width?: Size;
  /** CSS length or pixels. Defaults to one line of text. */
  height?: Size;
  /** Render this many text lines (the last one shorter). */
  lines?: number;
  circle?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** Loading placeholder with a soft shimmer (still when the user prefers reduced motion). Hidden from AT. */
export function Skeleton({
  width,
  height,
  lines = 1,
  circle: round = false,
  className,
  style,
}: SkeletonProps) {
  const h = toCss(height) ?? '0.75rem';
  if (lines > 1) {
    return (
      <span
        aria-hidden="true"
        className={cx(stack, className)}
        style={{ width: toCss(width) ?? '100%', ...style }}
      >
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={block}
            style={{ height: h, width: index === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      data-circle={round ? '' : undefined}
      className={cx(block, className)}
      style={{ width: toCss(width) ?? (round ? h : '100%'), height: h, ...style }}
    />
  );
}
