import { errorMessage } from '@daftari/api-client';
import type { Project } from '@daftari/contracts';
import { centsToNumber, formatMoney, hoursAndMinutes, timeInvoiceLines } from '@daftari/format';
import { Button, Card, InvoiceIcon, LoadError, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { useState } from 'react';
import { useAccountTimeZone } from '../../api/projects.ts';
import { useAllTimeEntries, useTimeEntries } from '../../api/time-entries.ts';
import { unbilledTime } from '../../lib/project-time.ts';
import { BudgetBar } from '../BudgetBar.tsx';
import { InvoiceTimeDialog } from './InvoiceTimeDialog.tsx';

const stats = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
const statLabel = css({ fontSize: 'xs', color: 'fg.subtle', fontWeight: 'medium' });
const statValue = css({
  fontSize: 'xl',
  fontWeight: 'semibold',
  color: 'fg',
  fontVariantNumeric: 'tabular-nums',
  mt: '0.5',
});
const barRow = css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '5' });
const caption = css({ fontSize: 'sm', color: 'fg.muted' });

/**
 * An hourly project's time: hours logged against the budgeted hours, the unbilled hours and what they are
 * worth (at 1-minute rounding, the least the invoice can come to), and the way to invoice them.
 */
export function ProjectTimeCard({ project, currency }: { project: Project; currency: string | undefined }) {
  const timeZone = useAccountTimeZone();
  const summary = useTimeEntries({ project_id: project.id, page: 1, per_page: 1 });
  const unbilled = useAllTimeEntries({ project_id: project.id, billed: 'false' });
  const [invoicing, setInvoicing] = useState(false);

  const failed = summary.isError ? summary.error : unbilled.isError ? unbilled.error : null;
  let body: React.ReactNode;
  if (failed) {
    body = (
      <LoadError
        message={errorMessage(failed, 'Failed to load the time')}
        onRetry={() => {
          void summary.refetch();
          void unbilled.refetch();
        }}
      />
    );
  } else if (!summary.data || !unbilled.data) {
    body = (
      <div role="status" aria-label="Loading the time">
        <Skeleton height={88} />
      </div>
    );
  } else {
    const logged = summary.data.summary.seconds;
    const unbilledSeconds = summary.data.summary.unbilled_seconds;
    const lines = timeInvoiceLines(unbilledTime(unbilled.data, timeZone), {
      roundingMinutes: 1,
      groupBy: 'entry',
      hourlyRate: project.hourly_rate ?? 0,
    });
    const value = lines.reduce((sum, line) => sum + line.amount, 0n);
    const budgetSeconds = project.total_hours === null ? null : project.total_hours * 3600;
    body = (
      <>
        <dl className={stats}>
          <div>
            <dt className={statLabel}>Hours logged</dt>
            <dd className={statValue}>{hoursAndMinutes(logged)}</dd>
          </div>
          <div>
            <dt className={statLabel}>Unbilled</dt>
            <dd className={statValue}>{hoursAndMinutes(unbilledSeconds)}</dd>
          </div>
          <div>
            <dt className={statLabel}>Unbilled value</dt>
            <dd className={statValue}>{formatMoney(centsToNumber(value), currency)}</dd>
          </div>
        </dl>
        {budgetSeconds ? (
          <div className={barRow}>
            <BudgetBar share={logged / budgetSeconds} />
            <p className={caption}>
              {hoursAndMinutes(logged)} of {project.total_hours} budgeted hours
            </p>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Card
      title="Time"
      description="Hours tracked on this project, and what is not invoiced yet."
      actions={
        <Allowed route="POST /api/projects/:id/invoice_time">
          <Button
            size="sm"
            disabled={!unbilled.data || unbilledTime(unbilled.data, timeZone).length === 0}
            onClick={() => setInvoicing(true)}
          >
            <InvoiceIcon /> Invoice unbilled time
          </Button>
        </Allowed>
      }
    >
      {body}
      {invoicing && unbilled.data ? (
        <InvoiceTimeDialog
          project={project}
          entries={unbilled.data}
          timeZone={timeZone}
          currency={currency}
          onClose={() => setInvoicing(false)}
        />
      ) : null}
    </Card>
  );
}
