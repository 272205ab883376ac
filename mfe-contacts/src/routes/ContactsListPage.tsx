import { Button, EmptyState, PageHeader } from '@daftari/ui';
import { Link } from 'react-router';

export function ContactsListPage() {
  return (
    <>
      <PageHeader
        title="Contacts"
        actions={
          <Link to="/contacts/create">
            <Button>Add Contact</Button>
          </Link>
        }
      />
      <EmptyState
        title="All your customers and suppliers at a glance"
        description="Quickly spot your best and worst customers"
      />
    </>
  );
}
