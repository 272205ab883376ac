import type { AuditEvent } from '@daftari/contracts';
import { formatDateTimeIn } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';
import { Badge } from '../badge.tsx';
import { EventChanges } from './event-changes.tsx';

const list = css({ display: 'grid', m: '0', p: '0', listStyle: 'none' });
const row = css({
  display: 'grid',
  gap: '2',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border',
  _last: { borderBottomWidth: '0' },
});
const head = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '2',
});
const summary = css({ fontWeight: 'medium', color: 'fg' });
const detail = css({ textStyle: 'caption', color: 'fg.muted' });

/** Events newest first: what happened, who did it, when and from where, and what changed. */
export function EventList({
  events,
  timeZone,
  label,
}: {
  events: AuditEvent[];
  timeZone: string;
  label: string;
}) {
  return (
    <ul className={list} aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className={row} aria-label={event.summary}>
          <div className={head}>
            <span className={summary}>{event.summary}</span>
            <Badge tone={event.action.endsWith('refused') ? 'red' : 'grey'} dot={false}>
              {event.action}
            </Badge>
          </div>
          <div className={detail}>
            {formatDateTimeIn(timeZone, event.at)} ·{' '}
            {event.user ? `${event.user.name} (${event.user.email})` : 'Nobody signed in'}
            {event.ip ? ` · ${event.ip}` : ''}
          </div>
          <EventChanges changes={event.changes} />
        </li>
      ))}
    </ul>
  );
}
