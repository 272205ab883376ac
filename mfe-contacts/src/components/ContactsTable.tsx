import { areaPath, type Contact, contactName } from '@daftari/contracts';
import { Link, useNavigate } from '@daftari/router';
import { Avatar, Button, DataTable, type DataTableColumn, Pager } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { formatAddress, orDash } from '../lib/display.ts';

/** Rows are selected by email; a contact without one by its id. */
export const contactRowId = (contact: Contact) => contact.email ?? `#${contact.id}`;

// Visually hidden without `position: absolute`: an absolutely positioned header label would escape the
// table's horizontal scroller and widen the page on small screens.
const srOnly = css({
  display: 'inline-block',
  w: '1px',
  h: '1px',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  clipPath: 'inset(50%)',
  verticalAlign: 'middle',
});
const nameLink = css({
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  color: 'fg',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '2px' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing', borderRadius: 'xs' },
});
const muted = css({ color: 'fg.muted' });
const truncate = css({
  display: 'block',
  maxW: '64',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const nowrap = css({ whiteSpace: 'nowrap' });
const avatarCell = css({ pr: '0' });

const empty = css({ '&[data-empty]': { color: 'fg.subtle' } });

/** A cell's text; the '-' of a missing value is quieter than real values. */
function cellText(text: string, className?: string) {
  return (
    <span className={cx(className, empty)} data-empty={text === '-' ? '' : undefined}>
      {text}
    </span>
  );
}

function columns(onEdit: (contact: Contact) => void): DataTableColumn<Contact>[] {
  return [
    {
      id: 'avatar',
      header: <span className={srOnly}>Avatar</span>,
      width: 56,
      className: avatarCell,
      cell: (contact) => <Avatar name={contactName(contact)} seed={contact.email ?? contactName(contact)} />,
    },
    {
      id: 'name',
      header: 'Name',
      cell: (contact) => (
        <Link to={areaPath('contacts', contact.id)} className={nameLink}>
          {contactName(contact)}
        </Link>
      ),
    },
    { id: 'email', header: 'Email', cell: (contact) => cellText(orDash(contact.email), muted) },
    { id: 'company', header: 'Company', cell: (contact) => cellText(orDash(contact.company_name)) },
    { id: 'phone', header: 'Phone', cell: (contact) => cellText(orDash(contact.phone), nowrap) },
    {
      id: 'address',
      header: 'Billing Address',
      cell: (contact) => {
        const address = orDash(formatAddress(contact.billing_address));
        return (
          <span
            className={cx(truncate, muted, empty)}
            data-empty={address === '-' ? '' : undefined}
            title={address === '-' ? undefined : address}
          >
            {address}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: <span className={srOnly}>Actions</span>,
      align: 'end',
      cell: (contact) => (
        <Allowed route="PUT /api/contacts/:id">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Edit ${contactName(contact)}`}
            onClick={(event) => {
              event.stopPropagation();
              onEdit(contact);
            }}
          >
            Edit
          </Button>
        </Allowed>
      ),
    },
  ];
}

export interface ContactsTableProps {
  contacts: readonly Contact[];
  loading: boolean;
  selectedIds: ReadonlySet<string>;
  onSelectedIdsChange: (ids: Set<string>) => void;
  perPage: number;
  onPerPageChange: (perPage: number) => void;
  page: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  fetching: boolean;
}

export function ContactsTable(props: ContactsTableProps) {
  const navigate = useNavigate();
  const { contacts, loading, selectedIds } = props;
  const selectedOnPage = loading ? 0 : contacts.filter((c) => selectedIds.has(contactRowId(c))).length;
  return (
    <DataTable
      caption="Contacts"
      columns={columns((contact) => navigate(areaPath('contacts', contact.id, 'edit')))}
      rows={contacts}
      getRowId={contactRowId}
      getRowLabel={(contact) => `Select ${contactName(contact)}`}
      selectedIds={selectedIds}
      onSelectedIdsChange={props.onSelectedIdsChange}
      onRowClick={(contact, event) => {
        // Links and buttons inside the row do their own thing.
        if ((event.target as HTMLElement).closest('a, button')) return;
        navigate(areaPath('contacts', contact.id));
      }}
      loading={loading}
      skeletonRows={5}
      emptyText="No contacts found."
      footer={
        <Pager
          selectedCount={selectedOnPage}
          total={loading ? 0 : contacts.length}
          pageSize={props.perPage}
          onPageSizeChange={props.onPerPageChange}
          canPrevious={props.canPrevious}
          canNext={props.canNext}
          onPrevious={props.onPrevious}
          onNext={props.onNext}
          disabled={props.fetching}
          page={loading ? undefined : props.page}
          pageCount={loading ? undefined : props.pageCount}
        />
      }
    />
  );
}
