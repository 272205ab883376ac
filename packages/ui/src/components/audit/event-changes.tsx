import type { AuditEvent } from '@daftari/contracts';
import { css } from '@daftari/ui/styled-system/css';

const table = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& td, & th': { py: '1', pr: '3', textAlign: 'left', verticalAlign: 'top' },
});
const field = css({ color: 'fg.muted', fontWeight: 'medium', whiteSpace: 'nowrap' });
const before = css({ color: 'fg.muted', textDecoration: 'line-through', overflowWrap: 'anywhere' });
const after = css({ color: 'fg', overflowWrap: 'anywhere' });

/** A value of a record as the API showed it, as one short line. */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** What an event changed, field by field: the value before, struck through, and after. */
export function EventChanges({ changes }: { changes: AuditEvent['changes'] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return null;
  return (
    <table className={table} aria-label="Changes">
      <thead className={css({ srOnly: true })}>
        <tr>
          <th>Field</th>
          <th>Before</th>
          <th>After</th>
        </tr>
      </thead>
      <tbody>
        {fields.map(([name, [was, is]]) => (
          <tr key={name}>
            <td className={field}>{name}</td>
            <td className={before}>{shown(was)}</td>
            <td className={after}>{shown(is)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
