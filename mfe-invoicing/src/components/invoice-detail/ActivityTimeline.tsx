import { currentUserQuery, messageOf } from '@daftari/api-client';
import type { ActivityKind } from '@daftari/contracts';
import { DEFAULT_TIME_ZONE, formatDateTimeIn } from '@daftari/format';
import {
  BellIcon,
  Button,
  Card,
  CheckCircleIcon,
  FileIcon,
  MailIcon,
  SearchIcon,
  SendIcon,
  Skeleton,
  WalletIcon,
  XIcon,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useInvoiceActivity } from '../../api/activity.ts';
import { ACTIVITY_LABELS } from '../../lib/activity.ts';

const ICONS: Record<ActivityKind, ReactNode> = {
  created: <FileIcon />,
  sent: <SendIcon />,
  emailed: <MailIcon />,
  reminder_sent: <BellIcon />,
  viewed: <SearchIcon />,
  payment: <WalletIcon />,
  credit_note: <CheckCircleIcon />,
  voided: <XIcon />,
};

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' });
const entry = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '3',
  pb: '4',
  position: 'relative',
  // The line joining one event to the next, under the icons.
  _before: {
    content: '""',
    position: 'absolute',
    left: '3.5',
    top: '8',
    bottom: '0',
    borderLeftWidth: '1px',
    borderLeftStyle: 'solid',
    borderColor: 'border.subtle',
  },
  _last: { pb: '0', _before: { display: 'none' } },
});
const icon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '7',
  h: '7',
  borderRadius: 'full',
  bg: 'bg.muted',
  color: 'fg.muted',
  '& svg': { w: '3.5', h: '3.5' },
});
const what = css({ fontWeight: 'medium', color: 'fg', fontSize: 'sm', pt: '1' });
const detail = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });
const when = css({ fontSize: 'xs', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums' });
const note = css({ fontSize: 'sm', color: 'fg.muted' });
const failed = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2' });

/** What happened to the invoice and when, oldest first, on the clock of the business's time zone. */
export function ActivityTimeline({ invoiceId }: { invoiceId: string }) {
  const activity = useInvoiceActivity(invoiceId);
  const timeZone = useQuery(currentUserQuery).data?.account.time_zone ?? DEFAULT_TIME_ZONE;
  let body: ReactNode;
  if (activity.isError) {
    body = (
      <div className={failed} role="alert">
        <p className={note}>
          The activity could not be loaded: {messageOf(activity.error, 'please try again.')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void activity.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!activity.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading the activity">
        <Skeleton lines={3} />
      </div>
    );
  } else if (activity.data.length === 0) {
    body = <p className={note}>Nothing has happened to this invoice yet.</p>;
  } else {
    body = (
      <ol className={list} aria-label="Activity">
        {activity.data.map((event, index) => (
          <li key={`${event.at}-${event.kind}-${index}`} className={entry}>
            <span className={icon} aria-hidden>
              {ICONS[event.kind]}
            </span>
            <div>
              <div className={what}>{ACTIVITY_LABELS[event.kind]}</div>
              {event.detail ? <div className={detail}>{event.detail}</div> : null}
              <time className={when} dateTime={event.at}>
                {formatDateTimeIn(timeZone, event.at)}
              </time>
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Card title="Activity" aria-label="Invoice activity">
      {body}
    </Card>
  );
}
