import { areaPath, type Project, type TimeEntry } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { Dialog, LockIcon, TextLink } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useState } from 'react';
import { formatHoursMinutes } from '../../lib/durations.ts';
import { EntryForm } from './EntryForm.tsx';

/** What the dialog opens on: one entry, or a timesheet cell (a project's day and the entries in it). */
export type EntryTarget =
  | { entry: TimeEntry }
  | { project_id: number | null; day: string; entries: TimeEntry[] };

const list = css({ display: 'grid', gap: '1.5', mb: '5' });
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
  fontSize: 'sm',
  textAlign: 'left',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  '&[aria-pressed=true]': { borderColor: 'accent', bg: 'accent.subtle' },
  '&:disabled': { cursor: 'default', color: 'fg.muted', _hover: { bg: 'transparent' } },
});
const itemHours = css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold', minW: '3rem' });
const itemText = css({ flex: '1', minW: '0', truncate: true });
const lockedNote = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.muted',
});

function BilledNote({ entry }: { entry: TimeEntry }) {
  return (
    <p className={lockedNote}>
      <LockIcon /> Billed on{' '}
      <TextLink to={areaPath('invoicing', entry.invoice_id ?? '')}>its invoice</TextLink>: it can no longer
      change.
    </p>
  );
}

/** Adds an entry, or picks one of a cell's entries to change. */
export function EntryDialog(props: {
  target: EntryTarget | null;
  projects: Project[];
  timeZone: string;
  onClose: () => void;
}) {
  const { target, projects, timeZone, onClose } = props;
  const cell = target && !('entry' in target) ? target : null;
  const [editing, setEditing] = useState<TimeEntry | null>(target && 'entry' in target ? target.entry : null);
  const project = projects.find((p) => p.id === (editing?.project_id ?? cell?.project_id));
  const title = cell?.project_id
    ? `${project?.name ?? 'Time'} · ${formatDateMedium(cell.day)}`
    : editing
      ? 'Edit entry'
      : 'New entry';
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()} title={title} size="lg">
      {cell && cell.entries.length > 0 ? (
        <ul className={list} aria-label="Entries of this day">
          <li>
            <button
              type="button"
              className={item}
              aria-pressed={editing === null}
              onClick={() => setEditing(null)}
            >
              <span className={itemHours}>+</span>
              <span className={itemText}>New entry</span>
            </button>
          </li>
          {cell.entries.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className={item}
                aria-pressed={editing?.id === entry.id}
                onClick={() => setEditing(entry)}
              >
                <span className={itemHours}>{formatHoursMinutes(entry.duration_seconds ?? 0)}</span>
                <span className={itemText}>{entry.description || 'No description'}</span>
                {entry.invoice_id ? <LockIcon aria-label="Billed" /> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {editing?.invoice_id ? (
        <BilledNote entry={editing} />
      ) : (
        <EntryForm
          key={editing?.id ?? 'new'}
          projects={projects}
          timeZone={timeZone}
          entry={editing ?? { project_id: cell?.project_id ?? null, day: cell?.day ?? '' }}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}
