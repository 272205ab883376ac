import { messageOf } from '@daftari/api-client';
import { areaPath } from '@daftari/contracts';
import { Link, useNavigate } from '@daftari/router';
import { BackLink, Button, PageHeader, toast, toastError } from '@daftari/ui';
import { useCreateContact } from '../api/contacts.ts';
import { ContactForm } from '../components/ContactForm.tsx';

export function ContactCreatePage() {
  const navigate = useNavigate();
  const create = useCreateContact();
  return (
    <>
      <PageHeader
        eyebrow={<BackLink to={areaPath('contacts')}>Contacts</BackLink>}
        title="New contact"
        description="Add a customer you invoice or a supplier you pay."
      />
      <ContactForm
        mode="create"
        cancel={
          <Button asChild variant="outline">
            <Link to={areaPath('contacts')}>Cancel</Link>
          </Button>
        }
        onSubmit={(request) =>
          create.mutateAsync(request).then(
            (contact) => {
              toast.success('Contact created successfully');
              navigate(areaPath('contacts', contact.id));
            },
            (error: unknown) => {
              toastError('Failed to create contact', messageOf(error, ''));
              throw error;
            },
          )
        }
      />
    </>
  );
}
