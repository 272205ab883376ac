import { errorMessage } from '@daftari/api-client';
import type { Project, TimeEntry } from '@daftari/contracts';
import { Button, Checkbox, Field, Input, Select, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useState } from 'react';
import { useCreateTimeEntry, useDeleteTimeEntry, useUpdateTimeEntry } from '../../api/time-entries.ts';
import { formatHoursMinutes, parseDuration } from '../../lib/durations.ts';
import { zonedDay, zonedInstant, zonedTime } from '../../lib/zoned-time.ts';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
const wide = css({ gridColumn: { sm: '1 / -1' } });
const actions = css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap', mt: '5' });
const pushLeft = css({ mr: 'auto' });

export interface EntryFormProps {
  projects: Project[];
  timeZone: string;
  /** The entry to change, or what a new one starts with. */
  entry: TimeEntry | { project_id: number | null; day: string };
  onDone: () => void;
}

const isEntry = (value: EntryFormProps['entry']): value is TimeEntry => 'id' in value;

/** Adds an entry (a project, a day, a start and a duration) or changes or deletes an unbilled one. */
export function EntryForm({ projects, timeZone, entry, onDone }: EntryFormProps) {
  const existing = isEntry(entry) ? entry : null;
  const [projectId, setProjectId] = useState(entry.project_id ? String(entry.project_id) : '');
  const [day, setDay] = useState(
    existing ? zonedDay(existing.started_at, timeZone) : (entry as { day: string }).day,
  );
  const [start, setStart] = useState(existing ? zonedTime(existing.started_at, timeZone) : '09:00');
  const [duration, setDuration] = useState(
    existing ? formatHoursMinutes(existing.duration_seconds ?? 0) : '',
  );
  const [description, setDescription] = useState(existing?.description ?? '');
  const [billable, setBillable] = useState(existing?.billable ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateTimeEntry();
  const update = useUpdateTimeEntry();
  const remove = useDeleteTimeEntry();
  const saving = create.isPending || update.isPending;

  const save = () => {
    const seconds = parseDuration(duration);
    if (!projectId) return setProblem('Choose a project');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(start))
      return setProblem('Give a date and a start time');
    if (seconds === null) return setProblem('Give a duration like 1:30 or 45 (minutes)');
    setProblem(null);
    const fields = {
      project_id: Number(projectId),
      started_at: zonedInstant(day, start, timeZone),
      duration_seconds: seconds,
      description: description.trim() || null,
      billable,
    };
    const done = {
      onSuccess: onDone,
      onError: (error: Error) => setProblem(errorMessage(error, 'Could not save')),
    };
    if (existing) update.mutate({ id: existing.id, request: { time_entry: fields } }, done);
    else create.mutate({ time_entry: fields }, done);
  };

  return (
    <form
      aria-label={existing ? 'Edit entry' : 'New entry'}
      // The form checks its fields itself and says what is wrong in words.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className={grid}>
        <Field label="Project" className={wide} required>
          <Select
            aria-label="Project"
            items={projects.map((project) => ({ value: String(project.id), label: project.name }))}
            value={projectId}
            onValueChange={setProjectId}
            placeholder="Choose a project"
          />
        </Field>
        <Field label="Date" required>
          <Input type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        </Field>
        <Field label="Start" required>
          <Input type="time" value={start} onChange={(event) => setStart(event.target.value)} />
        </Field>
        <Field label="Duration" helperText="h:mm or minutes" required>
          <Input
            value={duration}
            inputMode="numeric"
            placeholder="1:30"
            onChange={(event) => setDuration(event.target.value)}
          />
        </Field>
        <Field label="Description" className={wide}>
          <Input
            value={description}
            maxLength={1000}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
        <Checkbox checked={billable} onCheckedChange={setBillable} className={wide}>
          Billable
        </Checkbox>
      </div>
      {problem ? (
        <p role="alert" className={css({ color: 'danger', fontSize: 'sm', mt: '3' })}>
          {problem}
        </p>
      ) : null}
      <div className={actions}>
        {existing ? (
          <Button
            type="button"
            variant="ghost"
            className={pushLeft}
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(existing.id, {
                onSuccess: () => {
                  toast.success('Entry deleted');
                  onDone();
                },
                onError: (error) => toastError('Could not delete the entry', errorMessage(error, '')),
              })
            }
          >
            Delete
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} loadingText="Saving...">
          {existing ? 'Save entry' : 'Add entry'}
        </Button>
      </div>
    </form>
  );
}
