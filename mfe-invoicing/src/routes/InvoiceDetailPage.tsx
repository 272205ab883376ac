import { isNotFound, messageOf } from '@daftari/api-client';
import { useParams } from '@daftari/router';
import { LoadError } from '@daftari/ui';
import { useInvoice } from '../api/invoices.ts';
import { DetailSkeleton } from '../components/invoice-detail/DetailSkeleton.tsx';
import { InvoiceDetail } from '../components/invoice-detail/InvoiceDetail.tsx';
import { InvoiceNotFound } from '../components/invoice-detail/InvoiceNotFound.tsx';
import { isUuid } from '../lib/uuid.ts';

/** /work/invoicing/{id}: an id that is not a UUID is not found without asking the server. */
export function InvoiceDetailPage() {
  const { invoiceId } = useParams();
  const validId = isUuid(invoiceId) ? invoiceId : undefined;
  const query = useInvoice(validId);

  if (!validId || (query.isError && isNotFound(query.error))) return <InvoiceNotFound />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        message={messageOf(query.error, 'Failed to load invoice')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <InvoiceDetail invoice={query.data} />;
}
