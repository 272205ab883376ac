import { css, cx } from '@daftari/ui/styled-system/css';

const track = css({
  position: 'relative',
  h: '1.5',
  w: 'full',
  borderRadius: 'full',
  bg: 'bg.muted',
  overflow: 'hidden',
});
const fill = css({
  position: 'absolute',
  insetY: '0',
  left: '0',
  borderRadius: 'full',
  bg: 'accent',
  transition: 'width 300ms ease-out',
  '&[data-over]': { bg: 'warning.solid' },
});

/** How much of the budget is invoiced, as a bar (decorative: the amounts are written next to it). */
export function BudgetBar({ share, className }: { share: number; className?: string }) {
  const width = `${Math.min(100, Math.max(0, share * 100))}%`;
  return (
    <span className={cx(track, className)} aria-hidden="true" data-testid="budget-bar">
      <span className={fill} style={{ width }} data-over={share > 1 ? '' : undefined} />
    </span>
  );
}
