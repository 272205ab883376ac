import { currentUserQuery, messageOf } from '@daftari/api-client';
import type { Session } from '@daftari/contracts';
import { DEFAULT_TIME_ZONE, formatDateTimeIn } from '@daftari/format';
import { Badge, Button, Card, ConfirmDialog, LoadError, Skeleton } from '@daftari/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deviceLabel } from './device-label.ts';
import { rowDetail, rowItem, rowList, rowTitle } from './row-list-styles.ts';
import { useRevokeSession, useSessions, useSignOutEverywhere } from './use-security.ts';

function SessionRow({ session, timeZone }: { session: Session; timeZone: string }) {
  const revoke = useRevokeSession();
  const name = deviceLabel(session.user_agent);
  const seen = formatDateTimeIn(timeZone, session.last_seen_at);
  return (
    <li className={rowItem}>
      <div>
        <div className={rowTitle}>
          {name}
          {session.current ? <Badge tone="green">This device</Badge> : null}
        </div>
        <div className={rowDetail}>
          {session.current ? 'Active now' : `Last seen ${seen}`}
          {session.ip ? ` · ${session.ip}` : ''}
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          loading={revoke.isPending}
          aria-label={`Revoke ${name}, last seen ${seen}`}
          onClick={() => revoke.mutate(session.id)}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}

/** Settings › Security: where the user is signed in, each other session revocable, or all at once. */
export function SessionList() {
  const sessions = useSessions();
  const timeZone = useQuery(currentUserQuery).data?.account.time_zone ?? DEFAULT_TIME_ZONE;
  const everywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card
      title="Where you're signed in"
      description="Revoke a browser or device you no longer use or do not recognise."
      footer={
        others > 0 ? (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </Button>
        ) : null
      }
    >
      {sessions.isError ? (
        <LoadError
          title="Your sessions could not be loaded"
          message={messageOf(sessions.error, 'Please try again.')}
          onRetry={() => void sessions.refetch()}
        />
      ) : sessions.data ? (
        <ul className={rowList} aria-label="Sessions">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} timeZone={timeZone} />
          ))}
        </ul>
      ) : (
        <div role="status" aria-label="Loading your sessions">
          <Skeleton lines={3} />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere else?"
        description={`Every other browser and device (${others}) is signed out; this one stays signed in.`}
        confirmLabel="Sign out everywhere"
        pendingLabel="Signing out..."
        pending={everywhere.isPending}
        onConfirm={() =>
          everywhere.mutateAsync().then(
            () => setConfirming(false),
            () => undefined,
          )
        }
      />
    </Card>
  );
}
