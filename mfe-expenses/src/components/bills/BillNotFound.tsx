import { sectionPath } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { ArrowLeftIcon, Button, InvoiceIcon, MissingRecord } from '@daftari/ui';

/** An unknown or malformed bill address, and any other path under /bills it does not know. */
export function BillNotFound() {
  return (
    <MissingRecord
      icon={<InvoiceIcon size={22} />}
      title="Bill not found"
      description="This bill does not exist, or it was deleted."
      action={
        <Button asChild variant="outline">
          <Link to={sectionPath('bills')}>
            <ArrowLeftIcon size={14} />
            Bills
          </Link>
        </Button>
      }
    />
  );
}
