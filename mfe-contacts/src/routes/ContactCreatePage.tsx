import { errorMessage } from '@daftari/api-client';
import { Link, useNavigate } from '@daftari/router';
import { BackLink, Button, PageHeader, toast } from '@daftari/ui';
import { useCreateContact } from '../api/contacts.ts';
import { ContactForm } from '../components/ContactForm.tsx';

export function ContactCreatePage() {
  const navigate = useNavigate();
  const create = useCreateContact();
  return (
    <>
      <PageHeader
        eyebrow={<BackLink to="/contacts">Contacts</BackLink>}
        title="New contact"
        description="Add a customer you invoice or a supplier you pay."
      />
      <ContactForm
        mode="create"
        cancel={
          <Button asChild variant="outline">
            <Link to="/contacts">Cancel</Link>
          </Button>
        }
        onSubmit={(request) =>
          create.mutateAsync(request).then(
            (contact) => {
              toast.success('Contact created successfully');
              navigate(`/contacts/${contact.id}`);
            },
            (error: unknown) => {
              toast.error('Failed to create contact', {
                description: errorMessage(error, 'Failed to create contact'),
              });
              throw error;
            },
          )
        }
      />
    </>
  );
}
