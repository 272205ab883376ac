import { errorMessage } from '@daftari/api-client';
import type { Project, TimeEntry } from '@daftari/contracts';
import { Button, ClockIcon, Input, LoadError, Select, Skeleton, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useState } from 'react';
import { useProjectChoices } from '../../api/projects.ts';
import { useRunningTimer, useStartTimer, useStopTimer } from '../../api/time-entries.ts';
import { RunningTime } from './RunningTime.tsx';

const bar = css({
  layerStyle: 'surface',
  borderRadius: 'xl',
  p: '4',
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'stretch', md: 'center' },
  gap: '3',
});
const picker = css({ w: { base: 'full', md: '16rem' }, flexShrink: 0 });
// Only across: in the phone's column a zero basis would squash the field's height.
const grow = css({ flex: { base: 'none', md: '1' }, minW: '0' });
const runningText = css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column' });
const runningProject = css({ fontWeight: 'semibold', color: 'fg', truncate: true });
const runningNote = css({ fontSize: 'sm', color: 'fg.muted', truncate: true });
const clock = css({
  fontSize: '2xl',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  color: 'accent.fg',
  minW: '7rem',
  textAlign: { base: 'left', md: 'right' },
});
const hint = css({ fontSize: 'sm', color: 'fg.muted' });

function Running({ entry, projects }: { entry: TimeEntry; projects: Project[] | undefined }) {
  const stop = useStopTimer();
  const mayStop = useMayCall()('POST /api/time_entries/stop');
  const name = projects?.find((project) => project.id === entry.project_id)?.name ?? 'Project';
  return (
    <section className={bar} aria-label="Timer">
      <div className={runningText}>
        <span className={runningProject}>{name}</span>
        <span className={runningNote}>{entry.description || 'No description'}</span>
      </div>
      <RunningTime startedAt={entry.started_at} className={clock} />
      {mayStop ? (
        <Button
          variant="danger"
          loading={stop.isPending}
          loadingText="Stopping..."
          onClick={() =>
            stop.mutate(undefined, {
              onError: (error) => toastError('Could not stop the timer', errorMessage(error, '')),
            })
          }
        >
          Stop
        </Button>
      ) : null}
    </section>
  );
}

function Idle({ projects }: { projects: Project[] }) {
  const start = useStartTimer();
  const hourly = projects.filter((project) => project.project_type === 'hourly_rate');
  const [projectId, setProjectId] = useState<string | null>(null);
  const [description, setDescription] = useState('');
  if (hourly.length === 0) {
    return (
      <section className={bar} aria-label="Timer">
        <ClockIcon />
        <p className={hint}>Create a project billed by the hour to track time against it.</p>
      </section>
    );
  }
  const chosen = projectId ?? String(hourly[0]!.id);
  return (
    <form
      className={bar}
      aria-label="Timer"
      onSubmit={(event) => {
        event.preventDefault();
        start.mutate(
          { project_id: Number(chosen), description: description.trim() || undefined },
          {
            onSuccess: () => setDescription(''),
            onError: (error) => toastError('Could not start the timer', errorMessage(error, '')),
          },
        );
      }}
    >
      <Select
        aria-label="Project"
        className={picker}
        items={hourly.map((project) => ({ value: String(project.id), label: project.name }))}
        value={chosen}
        onValueChange={setProjectId}
      />
      <Input
        aria-label="What are you working on?"
        placeholder="What are you working on?"
        className={grow}
        value={description}
        maxLength={1000}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Button type="submit" loading={start.isPending} loadingText="Starting...">
        Start
      </Button>
    </form>
  );
}

/**
 * Start a timer on an hourly project, or see the running one tick and stop it. A role that may not start one
 * has none of its own, so sees no timer at all.
 */
export function TimerBar() {
  const running = useRunningTimer();
  const projects = useProjectChoices();
  const mayStart = useMayCall()('POST /api/time_entries/start');
  if (running.isError || projects.isError) {
    const error = running.error ?? projects.error;
    return (
      <LoadError
        message={errorMessage(error, 'Failed to load the timer')}
        onRetry={() => {
          void running.refetch();
          void projects.refetch();
        }}
      />
    );
  }
  if (running.isPending || (projects.isPending && !running.data)) {
    return (
      <div role="status" aria-label="Loading the timer">
        <Skeleton height={72} />
      </div>
    );
  }
  if (running.data) return <Running entry={running.data} projects={projects.data} />;
  return mayStart ? <Idle projects={projects.data ?? []} /> : null;
}
