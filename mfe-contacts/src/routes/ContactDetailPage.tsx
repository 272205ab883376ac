import { errorMessage, isNotFound } from '@daftari/api-client';
import { areaPath, type Contact, contactName } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import {
  Avatar,
  BackLink,
  BuildingIcon,
  Card,
  DetailRow,
  HashIcon,
  LinkButton,
  MailIcon,
  MapPinIcon,
  PencilIcon,
  PhoneIcon,
  PlusIcon,
  RecordHeader,
  RecordPage,
  Skeleton,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed, DocumentHistory } from '@daftari/ui/widgets';
import { useContact } from '../api/contacts.ts';
import { ContactBills } from '../components/ContactBills.tsx';
import { ContactInvoices } from '../components/ContactInvoices.tsx';
import { ContactNotFound } from '../components/ContactNotFound.tsx';
import { ContactStatement } from '../components/statement/ContactStatement.tsx';

const skeletonHeader = css({ pb: '6' });
const identity = css({ display: 'flex', alignItems: 'center', gap: '4', minW: '0' });
const bigAvatar = css({ w: '14', h: '14', fontSize: 'xl' });
const subtitle = css({ textStyle: 'body.md', color: 'fg.muted', mt: '0.5' });
const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 20rem) minmax(0, 1fr)' },
  gap: '5',
  alignItems: 'start',
});
const list = css({ display: 'grid', gap: '4' });

/** The address as it would go on an envelope: street, then city and postal code, then state and country. */
function addressLines(contact: Contact): string | null {
  const a = contact.billing_address;
  const lines = [
    a.street,
    [a.city, a.postal_code].filter(Boolean).join(' '),
    [a.state, a.country].filter(Boolean).join(', '),
  ].filter(Boolean);
  return lines.length ? lines.join('\n') : null;
}

function Details({ contact }: { contact: Contact }) {
  return (
    <Card title="Details">
      <dl className={list}>
        <DetailRow icon={<MailIcon />} label="Email" href={`mailto:${contact.email}`}>
          {contact.email}
        </DetailRow>
        <DetailRow icon={<PhoneIcon />} label="Phone" href={`tel:${contact.phone?.replace(/[^\d+]/g, '')}`}>
          {contact.phone}
        </DetailRow>
        <DetailRow icon={<BuildingIcon />} label="Company">
          {contact.company_name}
        </DetailRow>
        <DetailRow icon={<HashIcon />} label="KRA PIN">
          {contact.kra_pin}
        </DetailRow>
        <DetailRow icon={<MapPinIcon />} label="Billing Address">
          {addressLines(contact)}
        </DetailRow>
      </dl>
    </Card>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <div className={skeletonHeader}>
        <div className={identity}>
          <Skeleton circle height={56} />
          <div className={css({ display: 'grid', gap: '2' })}>
            <Skeleton width={220} height={24} />
            <Skeleton width={140} height={14} />
          </div>
        </div>
      </div>
      <div className={layout}>
        <Skeleton height={280} />
        <Skeleton height={280} />
      </div>
    </div>
  );
}

function ContactView({ contact }: { contact: Contact }) {
  const name = contactName(contact);
  const since = formatDateMedium(contact.created_at);
  return (
    <>
      <RecordHeader
        leading={<Avatar name={name} seed={contact.email ?? name} size="lg" className={bigAvatar} />}
        title={name}
        subtitle={
          <p className={subtitle}>
            {[
              contact.company_name && contact.company_name !== name ? contact.company_name : null,
              since && `Added ${since}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        }
        align="center"
        actions={
          <>
            <Allowed route="PUT /api/contacts/:id">
              <LinkButton
                to={areaPath('contacts', contact.id, 'edit')}
                variant="outline"
                icon={<PencilIcon />}
              >
                Edit
              </LinkButton>
            </Allowed>
            <Allowed route="POST /api/invoices">
              <LinkButton
                to={`${areaPath('invoicing', 'create')}?contactId=${contact.id}`}
                icon={<PlusIcon />}
              >
                New invoice
              </LinkButton>
            </Allowed>
          </>
        }
      />
      <div className={layout}>
        <Details contact={contact} />
        <div className={list}>
          <ContactInvoices contactId={contact.id} />
          <ContactBills contactId={contact.id} />
          <Allowed route="GET /api/contacts/:id/statement">
            <ContactStatement contact={contact} />
          </Allowed>
          <DocumentHistory documents="contacts" id={String(contact.id)} />
        </div>
      </div>
    </>
  );
}

export function ContactDetailPage({ id }: { id: number }) {
  const contact = useContact(id);
  if (contact.isError && isNotFound(contact.error)) return <ContactNotFound />;
  return (
    <RecordPage
      back={<BackLink to={areaPath('contacts')}>Contacts</BackLink>}
      error={contact.isError ? errorMessage(contact.error, 'Please try again.') : null}
      onRetry={() => contact.refetch()}
      skeleton={<DetailSkeleton />}
    >
      {contact.data ? <ContactView contact={contact.data} /> : null}
    </RecordPage>
  );
}
