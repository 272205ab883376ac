import { messageOf } from '@daftari/api-client';
import type { Job } from '@daftari/contracts';
import { formatDateTimeIn } from '@daftari/format';
import { Button, Card, CheckCircleIcon, LoadError, Skeleton, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import type { ReactNode } from 'react';
import { useFailedJobs, useRetryJob } from '../../api/jobs.ts';
import { attemptsText, jobTitle } from '../../lib/jobs.ts';

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column' });
const row = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'flex-start' },
  gap: '3',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  _first: { pt: '0' },
  _last: { pb: '0', borderBottomWidth: '0' },
});
const text = css({ flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '0.5' });
const what = css({ fontWeight: 'medium', color: 'fg', fontSize: 'sm' });
const detail = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });
const failure = css({ fontSize: 'sm', color: 'danger.fg', overflowWrap: 'anywhere' });
const when = css({ fontSize: 'xs', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums' });
const allWell = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.muted',
  '& svg': { color: 'success.fg', flexShrink: 0 },
});

function FailedJob({
  job,
  timeZone,
  retrying,
  onRetry,
}: {
  job: Job;
  timeZone: string;
  retrying: boolean;
  /** Unset for a role that may not retry background work: no Retry. */
  onRetry?: (() => void) | undefined;
}) {
  const title = jobTitle(job);
  return (
    <li className={row} aria-label={title}>
      <div className={text}>
        <span className={what}>{title}</span>
        <span className={detail}>{job.summary}</span>
        {job.last_error ? <span className={failure}>{job.last_error}</span> : null}
        <span className={when}>
          Failed <time dateTime={job.updated_at}>{formatDateTimeIn(timeZone, job.updated_at)}</time> ·{' '}
          {attemptsText(job.attempts)}
        </span>
      </div>
      {onRetry ? (
        <Button variant="outline" size="sm" loading={retrying} loadingText="Retrying..." onClick={onRetry}>
          Retry
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The background work (invoice e-mails, payment reminders, recurring invoices) that gave up after its
 * retries, each with a Retry; the times on the clock of the business's time zone.
 */
export function FailedJobsPanel({ timeZone }: { timeZone: string }) {
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  const mayRetry = useMayCall()('POST /api/jobs/:id/retry');

  const retryJob = (job: Job) =>
    retry.mutate(job.id, {
      onSuccess: () => toast.success(`${jobTitle(job)} will be tried again`),
      onError: (error) => toastError('Failed to retry', messageOf(error, '')),
    });

  let body: ReactNode;
  if (jobs.isError) {
    body = (
      <LoadError
        title="The background work could not be loaded"
        message={messageOf(jobs.error, 'Please try again.')}
        onRetry={() => void jobs.refetch()}
      />
    );
  } else if (!jobs.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading the background work">
        <Skeleton lines={3} />
      </div>
    );
  } else if (jobs.data.length === 0) {
    body = (
      <p className={allWell}>
        <CheckCircleIcon />
        Nothing has failed.
      </p>
    );
  } else {
    body = (
      <ul className={list} aria-label="Failed work">
        {jobs.data.map((job) => (
          <FailedJob
            key={job.id}
            job={job}
            timeZone={timeZone}
            retrying={retry.isPending && retry.variables === job.id}
            onRetry={mayRetry ? () => retryJob(job) : undefined}
          />
        ))}
      </ul>
    );
  }

  return (
    <Card
      title="Background work"
      description="Invoice e-mails, payment reminders and recurring invoices Daftari sends for you. What still failed after its retries waits here to be tried again."
      aria-label="Background work"
    >
      {body}
    </Card>
  );
}
