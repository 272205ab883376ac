import { currentUserQuery } from '@daftari/api-client';
import type { InvoiceSummary } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import { Link, useSearchParams } from '@daftari/router';
import {
  BellIcon,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  MailIcon,
  PageHeader,
  Pager,
  PlusIcon,
  RepeatIcon,
  Skeleton,
  XIcon,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useInvoices } from '../api/invoices.ts';
import { ContactCombobox } from '../components/ContactCombobox.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { SummaryStrip, SummaryStripSkeleton } from '../components/SummaryStrip.tsx';
import { contactLabel } from '../lib/display.ts';
import { messageOf } from '../lib/errors.ts';
import { readListParams, writeListParams } from '../lib/list-params.ts';
import { fullPageNavigate, invoicePath } from '../lib/navigation.ts';

const CREATE_PATH = '/work/invoicing/create/';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const toolbar = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const filterBox = css({ w: { smDown: 'full', sm: '72' } });
const reference = css({ fontWeight: 'medium', color: 'fg', whiteSpace: 'nowrap' });
const muted = css({ color: 'fg.muted', whiteSpace: 'nowrap' });
const contactCell = css({ display: 'flex', flexDirection: 'column', minW: '0', lineHeight: '1.3' });
const contactName = css({ fontWeight: 'medium', color: 'fg' });
const projectName = css({ fontSize: 'sm', color: 'fg.subtle' });
const amount = css({ fontWeight: 'medium', whiteSpace: 'nowrap' });
const errorBox = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  px: '5',
  py: '4',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'danger.border',
  bg: 'danger.subtle',
  color: 'danger.fg',
});
const emptyCard = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
  boxShadow: 'xs',
});
const pitch = css({
  display: 'grid',
  gridTemplateColumns: { mdDown: '1fr', md: '1fr 1fr' },
  gap: '3',
  maxW: '2xl',
  mx: 'auto',
  px: '6',
  pb: '10',
});
const pitchItem = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '4',
  borderRadius: 'lg',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.subtle',
  textAlign: 'start',
});
const pitchIcon = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  w: '8',
  h: '8',
  borderRadius: 'md',
  bg: 'accent.subtle',
  color: 'accent.fg',
});
const pitchTitle = css({ fontWeight: 'semibold', fontSize: 'md', color: 'fg' });
const pitchText = css({ fontSize: 'sm', color: 'fg.muted', mt: '0.5' });
const skeletonFrame = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
  overflow: 'hidden',
});
const skeletonRow = css({
  display: 'grid',
  gridTemplateColumns: '16px 1fr 1fr 1fr 2fr 1fr 80px',
  alignItems: 'center',
  gap: '6',
  h: '12',
  px: '4',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
});
const skeletonHead = css({ bg: 'bg.subtle', h: '10' });
const skeletonPager = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  px: '4',
  py: '3',
});
const srOnly = css({ srOnly: true });

function CreateButton({ children = 'Create New Invoice' }: { children?: string }) {
  return (
    <Button asChild>
      <Link to={CREATE_PATH}>
        <PlusIcon />
        {children}
      </Link>
    </Button>
  );
}

/** The list's shape while loading: search box, four-column summary strip, 5 rows, pager. */
function ListSkeleton() {
  return (
    <div className={stack} aria-busy="true" data-testid="invoice-list-skeleton">
      <span className={srOnly} role="status">
        Loading invoices
      </span>
      <div className={toolbar} aria-hidden="true">
        <Skeleton width={288} height={36} />
      </div>
      <SummaryStripSkeleton />
      <div className={skeletonFrame} aria-hidden="true">
        <div className={`${skeletonRow} ${skeletonHead}`}>
          {[16, '60%', '60%', '50%', '40%', '60%', 48].map((width, index) => (
            <Skeleton key={index} width={width} height={8} />
          ))}
        </div>
        {Array.from({ length: 5 }, (_, row) => (
          <div key={row} className={skeletonRow} data-testid="skeleton-row">
            <Skeleton width={16} height={16} />
            <Skeleton width="75%" height={10} />
            <Skeleton width="70%" height={10} />
            <Skeleton width="55%" height={10} />
            <Skeleton width={row % 2 ? '45%' : '65%'} height={10} />
            <Skeleton width="60%" height={10} />
            <Skeleton width={56} height={20} />
          </div>
        ))}
        <div className={skeletonPager}>
          <Skeleton width={160} height={10} />
          <Skeleton width={220} height={28} />
        </div>
      </div>
    </div>
  );
}

/** No invoice yet on this account: the pitch and the way in. */
function FirstInvoice() {
  return (
    <div className={emptyCard}>
      <EmptyState
        title="Invoicing that's simply a breeze"
        description="Create professional invoices in seconds, share a link your customers can pay online, and always know who still owes you."
      >
        <CreateButton>Create your first invoice</CreateButton>
      </EmptyState>
      <ul className={pitch}>
        <li className={pitchItem}>
          <span className={pitchIcon}>
            <BellIcon />
          </span>
          <span>
            <span className={pitchTitle}>Automatic payment reminders</span>
            <p className={pitchText}>
              Gentle nudges go out before and after the due date, so you don't chase.
            </p>
          </span>
        </li>
        <li className={pitchItem}>
          <span className={pitchIcon}>
            <RepeatIcon />
          </span>
          <span>
            <span className={pitchTitle}>Recurring invoices that send themselves</span>
            <p className={pitchText}>
              Bill retainers and subscriptions on schedule, without lifting a finger.
            </p>
          </span>
        </li>
      </ul>
    </div>
  );
}

const columns: DataTableColumn<InvoiceSummary>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (invoice) => <span className={muted}>{formatDate(invoice.issue_date)}</span>,
  },
  {
    id: 'due',
    header: 'Due Date',
    cell: (invoice) => <span className={muted}>{formatDate(invoice.due_date)}</span>,
  },
  {
    id: 'reference',
    header: 'Reference',
    cell: (invoice) => <span className={reference}>{invoice.invoice_number}</span>,
  },
  {
    id: 'contact',
    header: 'Contact and Project',
    cell: (invoice) => (
      <span className={contactCell}>
        <span className={contactName}>{contactLabel(invoice.contact)}</span>
        {invoice.project?.name ? <span className={projectName}>{invoice.project.name}</span> : null}
      </span>
    ),
  },
  {
    id: 'total',
    header: 'Total Value',
    align: 'end',
    cell: (invoice) => <span className={amount}>{formatMoney(invoice.total, invoice.currency)}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: (invoice) => <StatusBadge invoice={invoice} />,
  },
];

export function InvoiceListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const user = useQuery(currentUserQuery);
  const hasInvoices = user.data?.account.has_invoices === true;
  const query = useMemo(
    () => ({
      page: params.page,
      per_page: params.perPage,
      ...(params.contactId === null ? {} : { contact_id: params.contactId }),
    }),
    [params.page, params.perPage, params.contactId],
  );
  // The list is only asked for once the account is known to have invoices.
  const list = useInvoices(query, { enabled: hasInvoices });
  const [selected, setSelected] = useState<Set<string>>(() => new Set());

  // The selection belongs to the rows on screen: it clears whenever the list changes.
  useEffect(() => {
    setSelected(new Set());
  }, [list.data]);

  const change = (next: Parameters<typeof writeListParams>[1]) =>
    setSearchParams(writeListParams(params, next));

  const header = (
    <PageHeader
      title="Invoices"
      actions={
        <>
          <Button asChild variant="ghost">
            <Link to="/work/invoicing/outbox">
              <MailIcon />
              Outbox
            </Link>
          </Button>
          <CreateButton />
        </>
      }
    />
  );

  if (user.isPending || (hasInvoices && list.isPending)) {
    return (
      <>
        {header}
        <ListSkeleton />
      </>
    );
  }
  if (user.isError) {
    return (
      <>
        {header}
        <div role="alert" className={errorBox}>
          <span>{messageOf(user.error, 'Failed to get current user')}</span>
          <Button variant="outline" size="sm" onClick={() => void user.refetch()}>
            Try again
          </Button>
        </div>
      </>
    );
  }
  if (!hasInvoices) {
    return (
      <>
        {header}
        <FirstInvoice />
      </>
    );
  }

  const data = list.data;
  const rows = data?.data ?? [];
  const meta = data?.meta;
  const fetching = list.isFetching;
  const currentPage = meta?.current_page ?? params.page;
  const totalPages = meta?.total_pages ?? 0;

  return (
    <>
      {header}
      <div className={stack}>
        <div className={toolbar}>
          <ContactCombobox
            className={filterBox}
            value={params.contactId}
            onChange={(contactId) => change({ contactId })}
            placeholder="Filter by contact..."
            inputPlaceholder="Search contacts..."
            emptyText="No contact found."
            aria-label="Filter by contact"
          />
          {params.contactId !== null ? (
            <Button variant="ghost" size="sm" onClick={() => change({ contactId: null })}>
              <XIcon />
              Clear filter
            </Button>
          ) : null}
        </div>
        {list.isError && !data ? (
          <div role="alert" className={errorBox}>
            <span>{messageOf(list.error, 'Failed to load invoices')}</span>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {data ? <SummaryStrip summary={data.summary} /> : <SummaryStripSkeleton />}
        <DataTable
          caption="Invoices"
          columns={columns}
          rows={rows}
          getRowId={(invoice) => invoice.id}
          getRowLabel={(invoice) => `Select invoice ${invoice.invoice_number}`}
          selectedIds={selected}
          onSelectedIdsChange={setSelected}
          selectAllLabel="Select all invoices on this page"
          onRowClick={(invoice, event) => {
            const url = invoicePath(invoice.id);
            if (event.metaKey || event.ctrlKey) window.open(url, '_blank', 'noopener');
            else fullPageNavigate(url);
          }}
          loading={list.isPending}
          loadingText="Loading..."
          emptyText="No invoices found."
          footer={
            <Pager
              selectedCount={selected.size}
              total={meta?.total_count ?? 0}
              pageSize={params.perPage}
              onPageSizeChange={(perPage) => change({ perPage })}
              canPrevious={currentPage > 1}
              canNext={currentPage < totalPages}
              onPrevious={() => change({ page: Math.max(1, currentPage - 1) })}
              onNext={() => change({ page: currentPage + 1 })}
              disabled={fetching}
              page={currentPage}
              pageCount={totalPages}
            />
          }
        />
      </div>
    </>
  );
}
