import { errorMessage, isNotFound, messageOf } from '@daftari/api-client';
import { areaPath, contactName } from '@daftari/contracts';
import { Link, useNavigate } from '@daftari/router';
import { BackLink, Button, LoadError, PageHeader, Skeleton, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useContact, useUpdateContact } from '../api/contacts.ts';
import { ContactForm } from '../components/ContactForm.tsx';
import { ContactNotFound } from '../components/ContactNotFound.tsx';

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
      eyebrow={<BackLink to={areaPath('contacts')}>Contacts</BackLink>}
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
              <Link to={areaPath('contacts', id)}>Cancel</Link>
            </Button>
          }
          onSubmit={(request) =>
            update.mutateAsync(request).then(
              () => {
                toast.success('Contact updated successfully');
                navigate(areaPath('contacts', id));
              },
              (error: unknown) => {
                toastError('Failed to update contact', messageOf(error, ''));
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
