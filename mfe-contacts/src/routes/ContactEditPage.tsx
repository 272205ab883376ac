import { errorMessage } from '@daftari/api-client';
import { Link, useNavigate } from '@daftari/router';
import { BackLink, Button, LoadError, PageHeader, Skeleton, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { isNotFound, useContact, useUpdateContact } from '../api/contacts.ts';
import { ContactForm } from '../components/ContactForm.tsx';
import { ContactNotFound } from '../components/ContactNotFound.tsx';
import { contactName } from '../lib/display.ts';

function FormSkeleton() {
  return (
    <div className={css({ display: 'grid', gap: '5' })} aria-busy="true">
      <Skeleton height={260} />
      <Skeleton height={220} />
    </div>
  );
}

export function ContactEditPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const contact = useContact(id);
  const update = useUpdateContact(id);

  if (contact.isError && isNotFound(contact.error)) return <ContactNotFound />;
  const header = (
    <PageHeader
      eyebrow={<BackLink to="/contacts">Contacts</BackLink>}
      title="Edit contact"
      description={contact.data ? contactName(contact.data) : undefined}
    />
  );
  if (contact.isError) {
    return (
      <>
        {header}
        <LoadError
          message={errorMessage(contact.error, 'Please try again.')}
          onRetry={() => contact.refetch()}
        />
      </>
    );
  }
  return (
    <>
      {header}
      {contact.data ? (
        <ContactForm
          key={contact.data.id}
          mode="edit"
          contact={contact.data}
          cancel={
            <Button asChild variant="outline">
              <Link to={`/contacts/${id}`}>Cancel</Link>
            </Button>
          }
          onSubmit={(request) =>
            update.mutateAsync(request).then(
              () => {
                toast.success('Contact updated successfully');
                navigate(`/contacts/${id}`);
              },
              (error: unknown) => {
                toast.error('Failed to update contact', {
                  description: errorMessage(error, 'Failed to update contact'),
                });
                throw error;
              },
            )
          }
        />
      ) : (
        <FormSkeleton />
      )}
    </>
  );
}
