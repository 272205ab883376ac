import { Card } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { usePublicInvoice } from '../api/use-public-invoice.ts';

export function PayPage({ invoiceId }: { invoiceId: string }) {
  const invoice = usePublicInvoice(invoiceId);
  return (
    <Card className={css({ w: 'full', maxW: 'md' })}>
      {invoice.state === 'loading' && <p>Loading...</p>}
      {invoice.state === 'missing' && <p>Invoice not found</p>}
      {invoice.state === 'found' && (
        <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          Invoice #{invoice.data.invoice_number}
        </h1>
      )}
    </Card>
  );
}
