import { messageOf } from '@daftari/api-client';
import { useSearchParams } from '@daftari/router';
import { BackLink, Card, LoadError, PageHeader, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useInvoice } from '../api/invoices.ts';
import { RecurringForm } from '../components/recurring/RecurringForm.tsx';
import { recurringPath } from '../lib/recurring.ts';

const layout = css({ maxW: '3xl' });

/**
 * A new recurring invoice at recurring/create; with `?invoiceId=` ('Make recurring' on an invoice) the form
 * starts from that invoice's contact, items and notes.
 */
export function RecurringCreatePage() {
  const [searchParams] = useSearchParams();
  const invoiceId = searchParams.get('invoiceId') ?? undefined;
  const source = useInvoice(invoiceId);
  return (
    <div className={layout}>
      <PageHeader
        eyebrow={<BackLink to={recurringPath()}>Recurring invoices</BackLink>}
        title="New recurring invoice"
        description={
          source.data
            ? `Repeats invoice ${source.data.invoice_number}: change anything before you create it.`
            : 'An invoice issued on schedule for the same customer and items.'
        }
      />
      {!invoiceId ? (
        <RecurringForm />
      ) : source.isError ? (
        <LoadError
          title="The invoice to repeat could not be loaded"
          message={messageOf(source.error, 'Please try again.')}
          onRetry={() => void source.refetch()}
        />
      ) : source.data ? (
        <RecurringForm invoice={source.data} />
      ) : (
        <Card aria-label="Loading the invoice to repeat">
          <Skeleton lines={8} />
        </Card>
      )}
    </div>
  );
}
