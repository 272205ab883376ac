import { messageOf } from '@daftari/api-client';
import {
  contactLabel,
  RECURRING_STATUSES,
  type RecurringInvoice,
  type RecurringStatus,
} from '@daftari/contracts';
import { formatDateMedium, pluralize } from '@daftari/format';
import { Link, useSearchParams } from '@daftari/router';
import {
  BackLink,
  Button,
  changePageParams,
  DataTable,
  type DataTableColumn,
  EmptyState,
  ListPager,
  LoadError,
  PageHeader,
  type PageParams,
  PlusIcon,
  RepeatIcon,
  readPageParams,
  Select,
  writePageParams,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed, ExportCsvButton } from '@daftari/ui/widgets';
import { useRecurringInvoices } from '../api/recurring.ts';
import { SeriesInvoiceLinks } from '../components/recurring/SeriesInvoiceLinks.tsx';
import { SeriesStatusBadge } from '../components/recurring/SeriesStatusBadge.tsx';
import { INVOICE_LIST_PATH } from '../lib/navigation.ts';
import { recurringPath, STATUS_LABELS, scheduleText } from '../lib/recurring.ts';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All statuses' },
  ...RECURRING_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];
const toolbar = css({ display: 'flex', justifyContent: 'flex-end', mb: '3' });
const filter = css({ w: { base: 'full', sm: '48' } });
const customer = css({
  color: 'fg',
  fontWeight: 'medium',
  display: 'inline-block',
  minW: '32',
  _hover: { color: 'accent.fg', textDecoration: 'underline' },
});
const nowrap = css({ whiteSpace: 'nowrap' });

interface ListParams extends PageParams {
  status: RecurringStatus | undefined;
}

function readParams(search: URLSearchParams): ListParams {
  const status = search.get('status');
  const known = RECURRING_STATUSES.find((value) => value === status);
  return { ...readPageParams(search), status: known };
}

const columns: DataTableColumn<RecurringInvoice>[] = [
  {
    id: 'customer',
    header: 'Customer',
    cell: (series) => (
      <Link className={customer} to={recurringPath(series.id)}>
        {contactLabel(series.contact)}
      </Link>
    ),
  },
  { id: 'schedule', header: 'Repeats', className: nowrap, cell: scheduleText },
  {
    id: 'next',
    header: 'Next invoice',
    className: nowrap,
    cell: (series) => (series.next_issue_date ? formatDateMedium(series.next_issue_date) : '—'),
  },
  {
    id: 'status',
    header: 'Status',
    className: nowrap,
    cell: (series) => <SeriesStatusBadge status={series.status} />,
  },
  { id: 'invoices', header: 'Invoices issued', cell: (series) => <SeriesInvoiceLinks series={series} /> },
];

/** The recurring invoices (series) at /work/invoicing/recurring: schedule, next date, status, invoices. */
export function RecurringListPage() {
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const list = useRecurringInvoices({ page: params.page, per_page: params.perPage, status: params.status });
  const change = (next: Partial<ListParams>) => {
    const merged = changePageParams(params, next, ['status', 'perPage']);
    const written = writePageParams(new URLSearchParams(), merged);
    if (merged.status) written.set('status', merged.status);
    setSearch(written);
  };
  const newButton = (
    <Allowed route="POST /api/recurring_invoices">
      <Button asChild>
        <Link to={recurringPath('create')}>
          <PlusIcon />
          New recurring invoice
        </Link>
      </Button>
    </Allowed>
  );
  const nothingAtAll = list.data?.data.length === 0 && !params.status && params.page === 1;

  return (
    <>
      <PageHeader
        eyebrow={<BackLink to={INVOICE_LIST_PATH}>Invoices</BackLink>}
        title="Recurring invoices"
        description="Invoices issued on schedule: retainers, rent, subscriptions."
        actions={
          nothingAtAll ? undefined : (
            <>
              <ExportCsvButton
                list="recurring_invoices"
                filters={{ status: params.status }}
                filename="Recurring invoices"
              />
              {newButton}
            </>
          )
        }
      />
      {list.isError ? (
        <LoadError
          title="Recurring invoices could not be loaded"
          message={messageOf(list.error, 'Please try again.')}
          onRetry={() => void list.refetch()}
        />
      ) : nothingAtAll ? (
        <EmptyState
          icon={<RepeatIcon size={24} />}
          title="No recurring invoices yet"
          description="Bill retainers and subscriptions on schedule: Daftari issues each invoice on its date, and can e-mail it too. Start here or from an invoice with 'Make recurring'."
        >
          {newButton}
        </EmptyState>
      ) : (
        <>
          <div className={toolbar}>
            <Select
              aria-label="Status"
              className={filter}
              items={STATUS_OPTIONS}
              value={params.status ?? ALL}
              onValueChange={(value) =>
                change({ status: value === ALL ? undefined : (value as RecurringStatus) })
              }
            />
          </div>
          <DataTable
            caption="Recurring invoices"
            columns={columns}
            rows={list.data?.data ?? []}
            getRowId={(series) => String(series.id)}
            loading={list.isPending}
            emptyText="No recurring invoices with this status"
            footer={
              <ListPager
                meta={list.data?.meta}
                params={params}
                onChange={change}
                summary={list.data ? pluralize(list.data.meta.total_count, 'recurring invoice') : ''}
              />
            }
          />
        </>
      )}
    </>
  );
}
