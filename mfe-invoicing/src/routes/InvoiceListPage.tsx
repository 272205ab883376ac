import { Button, EmptyState, PageHeader } from '@daftari/ui';
import { Link } from 'react-router';

export function InvoiceListPage() {
  return (
    <>
      <PageHeader
        title="Invoices"
        actions={
          <Link to="/work/invoicing/create/">
            <Button>Create New Invoice</Button>
          </Link>
        }
      />
      <EmptyState
        title="Invoicing that's simply a breeze"
        description="Automatic payment reminders and recurring invoices that send themselves."
      />
    </>
  );
}
