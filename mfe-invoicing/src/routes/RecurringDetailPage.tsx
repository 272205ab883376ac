import { isNotFound, messageOf } from '@daftari/api-client';
import { contactLabel } from '@daftari/contracts';
import { Link, useParams } from '@daftari/router';
import {
  BackLink,
  Button,
  Card,
  MissingRecord,
  RecordHeader,
  RecordPage,
  RepeatIcon,
  Skeleton,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { DocumentHistory } from '@daftari/ui/widgets';
import { useRecurringInvoice } from '../api/recurring.ts';
import { SeriesActions } from '../components/recurring/SeriesActions.tsx';
import { SeriesFacts } from '../components/recurring/SeriesFacts.tsx';
import { SeriesIssuedCard, SeriesItemsCard } from '../components/recurring/SeriesIssuedCard.tsx';
import { SeriesStatusBadge } from '../components/recurring/SeriesStatusBadge.tsx';
import { recurringPath, scheduleText } from '../lib/recurring.ts';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const subtitle = css({ display: 'flex', alignItems: 'center', gap: '2', mt: '1', color: 'fg.muted' });

/** One recurring invoice at recurring/{id}: its schedule, items and issued invoices; pause, resume, stop. */
export function RecurringDetailPage() {
  const id = Number(useParams().seriesId);
  const series = useRecurringInvoice(Number.isInteger(id) ? id : 0);
  const back = <BackLink to={recurringPath()}>Recurring invoices</BackLink>;
  if (!Number.isInteger(id) || id <= 0 || isNotFound(series.error)) {
    return (
      <MissingRecord
        icon={<RepeatIcon size={24} />}
        title="Recurring invoice not found"
        description="It may belong to another business, or the link is mistyped."
        action={
          <Button asChild variant="outline">
            <Link to={recurringPath()}>Back to recurring invoices</Link>
          </Button>
        }
      />
    );
  }
  return (
    <RecordPage
      back={back}
      error={series.isError ? messageOf(series.error, 'The recurring invoice could not be loaded.') : null}
      onRetry={() => void series.refetch()}
      skeleton={
        <Card aria-label="Loading the recurring invoice">
          <Skeleton lines={6} />
        </Card>
      }
    >
      {series.data ? (
        <>
          <RecordHeader
            title={contactLabel(series.data.contact)}
            subtitle={
              <p className={subtitle}>
                <SeriesStatusBadge status={series.data.status} />
                {scheduleText(series.data)} recurring invoice
              </p>
            }
            actions={<SeriesActions series={series.data} />}
          />
          <div className={stack}>
            <SeriesFacts series={series.data} />
            <SeriesItemsCard series={series.data} />
            <SeriesIssuedCard series={series.data} />
            <DocumentHistory documents="recurring_invoices" id={String(series.data.id)} />
          </div>
        </>
      ) : null}
    </RecordPage>
  );
}
