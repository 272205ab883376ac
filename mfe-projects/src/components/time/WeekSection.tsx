import { errorMessage } from '@daftari/api-client';
import { areaPath, type Project } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import {
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  EmptyState,
  LinkButton,
  LoadError,
  PlusIcon,
  Skeleton,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { useMemo, useState } from 'react';
import { useAllTimeEntries } from '../../api/time-entries.ts';
import { buildTimesheet } from '../../lib/timesheet.ts';
import { shiftDay, weekOf } from '../../lib/zoned-time.ts';
import type { EntryTarget } from './EntryDialog.tsx';
import { Timesheet } from './Timesheet.tsx';

const head = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
  mb: '3',
});
const nav = css({ display: 'flex', alignItems: 'center', gap: '1' });
const emptyCard = css({ layerStyle: 'surface', borderRadius: 'xl' });

/** A week of time as a timesheet, this week first, with the previous and next weeks a click away. */
export function WeekSection(props: {
  today: string;
  projects: Project[];
  timeZone: string;
  /** Unset for a role that may not change time: the cells only show it. */
  onOpen?: ((target: EntryTarget) => void) | undefined;
}) {
  const { today, projects, timeZone, onOpen } = props;
  const [anchor, setAnchor] = useState(today);
  const week = weekOf(anchor);
  const entries = useAllTimeEntries({ from: week[0], to: week[6] });
  const hourly = projects.filter((project) => project.project_type === 'hourly_rate');
  const sheet = useMemo(
    () =>
      buildTimesheet(
        entries.data ?? [],
        week,
        timeZone,
        hourly.map((project) => project.id),
      ),
    [entries.data, week, timeZone, hourly],
  );
  const thisWeek = week.includes(today);
  const title = thisWeek ? 'This week' : `Week of ${formatDateMedium(week[0])}`;

  let body: React.ReactNode;
  if (entries.isError) {
    body = (
      <LoadError
        message={errorMessage(entries.error, 'Failed to load the week')}
        onRetry={() => void entries.refetch()}
      />
    );
  } else if (entries.isPending) {
    body = (
      <div role="status" aria-label="Loading the week">
        <Skeleton height={160} />
      </div>
    );
  } else if (sheet.rows.length === 0) {
    body = (
      <div className={emptyCard}>
        <EmptyState
          title="No time tracked yet"
          description="Time is tracked against projects billed by the hour. Create one, then start the timer or add an entry."
        >
          <Allowed route="POST /api/projects">
            <LinkButton to={areaPath('projects', 'create')} icon={<PlusIcon />}>
              New Project
            </LinkButton>
          </Allowed>
        </EmptyState>
      </div>
    );
  } else {
    body = (
      <Timesheet
        sheet={sheet}
        week={week}
        today={today}
        projects={projects}
        timeZone={timeZone}
        onOpen={onOpen}
      />
    );
  }

  return (
    <section aria-labelledby="week-title">
      <div className={head}>
        <h2 id="week-title" className={css({ textStyle: 'heading.md' })}>
          {title}
        </h2>
        <div className={nav}>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Previous week"
            onClick={() => setAnchor(shiftDay(anchor, -7))}
          >
            <ChevronLeftIcon />
          </Button>
          <Button variant="outline" size="sm" disabled={thisWeek} onClick={() => setAnchor(today)}>
            This week
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Next week"
            onClick={() => setAnchor(shiftDay(anchor, 7))}
          >
            <ChevronRightIcon />
          </Button>
        </div>
      </div>
      {body}
    </section>
  );
}
