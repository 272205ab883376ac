import { Link } from '@daftari/router';
import { ArrowLeftIcon, Button, InvoiceIcon, MissingRecord } from '@daftari/ui';
import { INVOICE_LIST_PATH } from '../../lib/navigation.ts';

/** An unknown invoice, and any other path under the invoicing area that the area does not know. */
export function InvoiceNotFound() {
  return (
    <MissingRecord
      icon={<InvoiceIcon size={22} />}
      title="Invoice Not Found"
      description="The requested invoice could not be found."
      action={
        <Button variant="outline" asChild>
          <Link to={INVOICE_LIST_PATH}>
            <ArrowLeftIcon />
            Back to invoices
          </Link>
        </Button>
      }
    />
  );
}
