import { areaSections } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { css } from '@daftari/ui/styled-system/css';
import './styles.css';
import { useProject } from './api/projects.ts';
import { useRunningTimer } from './api/time-entries.ts';
import { RunningTime } from './components/time/RunningTime.tsx';

const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '8',
  px: '3',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.fg',
  fontSize: 'sm',
  fontWeight: 'medium',
  maxW: { base: '9rem', sm: '18rem' },
  _hover: { bg: 'accent.muted' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
});
const dot = css({
  w: '2',
  h: '2',
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'accent',
});
const time = css({ fontVariantNumeric: 'tabular-nums' });
const name = css({ display: { base: 'none', sm: 'inline' }, color: 'fg.muted', truncate: true });

/**
 * The header's sign of a running timer, exposed to the shell: nothing while no timer runs, else its project
 * and its time ticking, a link to time tracking.
 */
export default function RunningTimer() {
  const running = useRunningTimer().data;
  const project = useProject(running?.project_id ?? 0).data;
  if (!running) return null;
  return (
    <Link
      to={areaSections.timeTracking.basePath}
      className={pill}
      aria-label={`Timer running${project ? ` on ${project.name}` : ''}`}
    >
      <span className={dot} aria-hidden="true" />
      <RunningTime startedAt={running.started_at} className={time} />
      {project ? <span className={name}>{project.name}</span> : null}
    </Link>
  );
}
