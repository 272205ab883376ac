import { calendarDayIn } from '@daftari/format';
import { Button, PageHeader, PlusIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed, useMayCall } from '@daftari/ui/widgets';
import { useState } from 'react';
import { useAccountTimeZone, useProjectChoices } from '../../api/projects.ts';
import { EntryDialog, type EntryTarget } from '../../components/time/EntryDialog.tsx';
import { EntryList } from '../../components/time/EntryList.tsx';
import { TimerBar } from '../../components/time/TimerBar.tsx';
import { WeekSection } from '../../components/time/WeekSection.tsx';
import { useNow } from '../../lib/clock.tsx';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '8' });

/** /work/time-tracking: the timer, this week's timesheet and every entry. */
export function TimeTrackingPage() {
  const timeZone = useAccountTimeZone();
  const today = calendarDayIn(timeZone, new Date(useNow(false)));
  const projects = useProjectChoices().data ?? [];
  const [target, setTarget] = useState<EntryTarget | null>(null);
  const may = useMayCall();
  // The grid's cells and the list's pencils open the entry form: only for a role that may save it.
  const onOpen = may('POST /api/time_entries') && may('PUT /api/time_entries/:id') ? setTarget : undefined;
  return (
    <>
      <PageHeader
        title="Time tracking"
        description="Track the hours you work on projects billed by the hour, then invoice them."
        actions={
          <Allowed route="POST /api/time_entries">
            <Button onClick={() => setTarget({ project_id: null, day: today, entries: [] })}>
              <PlusIcon /> New entry
            </Button>
          </Allowed>
        }
      />
      <div className={stack}>
        <TimerBar />
        <WeekSection today={today} projects={projects} timeZone={timeZone} onOpen={onOpen} />
        <EntryList projects={projects} timeZone={timeZone} onOpen={onOpen} />
      </div>
      {target ? (
        <EntryDialog
          target={target}
          projects={projects}
          timeZone={timeZone}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </>
  );
}
