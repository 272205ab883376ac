import { currentUserQuery } from '@daftari/api-client';
import { areaPath, type Contact } from '@daftari/contracts';
import { useSearchParams } from '@daftari/router';
import {
  Button,
  LinkButton,
  PageHeader,
  PlusIcon,
  Skeleton,
  UploadIcon,
  useDebouncedValue,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed, ExportCsvButton, SelectionToolbar } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useContacts } from '../api/contacts.ts';
import { AlphabetFilter } from '../components/AlphabetFilter.tsx';
import { ContactsEmptyState } from '../components/ContactsEmptyState.tsx';
import { ContactsHelpDialog, HELP_PARAM } from '../components/ContactsHelpDialog.tsx';
import { ContactsTable, contactRowId } from '../components/ContactsTable.tsx';
import { ImportContactsDialog } from '../components/ImportContactsDialog.tsx';
import { SearchField } from '../components/SearchField.tsx';
import { contactCount } from '../lib/display.ts';
import { type ListParams, readListParams, writeListParams } from '../lib/list-params.ts';

/** Search waits this long after the last keystroke, so typing a name sends one request, not one a letter. */
export const SEARCH_DEBOUNCE_MS = 300;

const EMPTY: readonly Contact[] = [];

const toolbar = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'center' },
  justifyContent: 'space-between',
  gap: '3',
});
const countStyle = css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const update = (change: Partial<ListParams>) =>
    setSearchParams(writeListParams(params, change), { replace: true, preventScrollReset: true });
  return [params, update] as const;
}

function ContactsList({ onImport }: { onImport: () => void }) {
  const [params, update] = useListParams();
  const [searchText, setSearchText] = useState(params.search);
  const debouncedSearch = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  // The URL changed under us (a nav link, back): the box follows it.
  const [urlSearch, setUrlSearch] = useState(params.search);
  if (urlSearch !== params.search) {
    setUrlSearch(params.search);
    if (params.search !== debouncedSearch) setSearchText(params.search);
  }

  // Only a settled search text changes the URL (not a URL change: the box follows that, above).
  useEffect(() => {
    if (debouncedSearch !== params.search) update({ search: debouncedSearch });
  }, [debouncedSearch]);

  const query = useContacts({
    search: params.search,
    letter: params.letter,
    page: params.page,
    per_page: params.perPage,
  });
  const { data, isPending, isFetching } = query;
  const meta = data?.meta;
  // The server answers at most per_page rows; never show more than asked for.
  const contacts = useMemo(() => (data ? data.data.slice(0, params.perPage) : EMPTY), [data, params.perPage]);

  // Selection belongs to the contacts it was made on: whenever the loaded contacts change, it is empty.
  const [selection, setSelection] = useState<{ rows: readonly Contact[]; ids: ReadonlySet<string> }>({
    rows: contacts,
    ids: new Set(),
  });
  const selectedIds = selection.rows === contacts ? selection.ids : new Set<string>();

  const currentPage = meta?.current_page ?? params.page;
  const totalPages = meta?.total_pages ?? 0;

  return (
    <div className={stack}>
      <div className={toolbar}>
        <SearchField
          value={searchText}
          onChange={setSearchText}
          placeholder="Search by name..."
          aria-label="Search contacts"
        />
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          {meta ? (
            <span className={countStyle} aria-live="polite" data-testid="contacts-count">
              {contactCount(meta.total_count)}
            </span>
          ) : (
            <Skeleton width={72} height={12} />
          )}
          <Allowed route="POST /api/contacts/import">
            <Button variant="outline" size="sm" onClick={onImport}>
              <UploadIcon />
              Import
            </Button>
          </Allowed>
          <ExportCsvButton
            list="contacts"
            filters={{ search: params.search, letter: params.letter }}
            filename="Contacts"
            size="sm"
          />
        </div>
      </div>
      <AlphabetFilter value={params.letter} onChange={(letter) => update({ letter })} />
      <SelectionToolbar
        list="contacts"
        ids={contacts
          .filter((contact) => selectedIds.has(contactRowId(contact)))
          .map((contact) => contact.id)}
        filename="Contacts"
        noun="contact"
      />
      <ContactsTable
        contacts={contacts}
        loading={isPending}
        selectedIds={selectedIds}
        onSelectedIdsChange={(ids) => setSelection({ rows: contacts, ids })}
        perPage={params.perPage}
        onPerPageChange={(perPage) => update({ perPage })}
        page={currentPage}
        pageCount={totalPages}
        canPrevious={currentPage > 1}
        canNext={currentPage < totalPages}
        onPrevious={() => update({ page: Math.max(1, currentPage - 1) })}
        onNext={() => update({ page: currentPage + 1 })}
        fetching={isFetching}
      />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className={stack} aria-busy="true">
      <div className={toolbar}>
        <Skeleton width={320} height={36} />
        <Skeleton width={72} height={12} />
      </div>
      <Skeleton height={38} />
      <Skeleton height={320} />
    </div>
  );
}

export function ContactsListPage() {
  const { data: user, isPending } = useQuery(currentUserQuery);
  const [importOpen, setImportOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const helpOpen = searchParams.has(HELP_PARAM);
  const hasContacts = user?.account.has_contacts;

  return (
    <>
      <PageHeader
        title="Contacts"
        description="Your customers and suppliers, and what they owe."
        actions={
          <Allowed route="POST /api/contacts">
            <LinkButton to={areaPath('contacts', 'create')} icon={<PlusIcon />}>
              Add Contact
            </LinkButton>
          </Allowed>
        }
      />
      {isPending ? (
        <ListSkeleton />
      ) : hasContacts === false ? (
        <ContactsEmptyState onImport={() => setImportOpen(true)} />
      ) : (
        <ContactsList onImport={() => setImportOpen(true)} />
      )}
      <ImportContactsDialog open={importOpen} onOpenChange={setImportOpen} />
      <ContactsHelpDialog
        open={helpOpen}
        onOpenChange={(open) => {
          if (open) return;
          const next = new URLSearchParams(searchParams);
          next.delete(HELP_PARAM);
          setSearchParams(next, { replace: true, preventScrollReset: true });
        }}
      />
    </>
  );
}
