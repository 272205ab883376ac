import { useElapsedSeconds } from '../../lib/clock.tsx';
import { formatClock } from '../../lib/durations.ts';

/** The time a timer has run, ticking from the server's `started_at` (so a reload shows the same time). */
export function RunningTime({ startedAt, className }: { startedAt: string; className?: string }) {
  const seconds = useElapsedSeconds(startedAt);
  return (
    <time className={className} dateTime={`PT${seconds}S`} data-testid="running-time">
      {formatClock(seconds)}
    </time>
  );
}
