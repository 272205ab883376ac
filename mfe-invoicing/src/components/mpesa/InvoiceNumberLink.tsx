import { areaPath } from '@daftari/contracts';
import { TextLink } from '@daftari/ui';
import { useInvoice } from '../../api/invoices.ts';

/** An invoice known only by its id, shown by its number (once loaded) and linked to its page. */
export function InvoiceNumberLink({ id }: { id: string }) {
  const invoice = useInvoice(id);
  return <TextLink to={areaPath('invoicing', id)}>{invoice.data?.invoice_number ?? 'the invoice'}</TextLink>;
}
