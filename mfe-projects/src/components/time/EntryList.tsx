import { errorMessage } from '@daftari/api-client';
import { areaPath, type Project, type TimeEntry } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { useSearchParams } from '@daftari/router';
import {
  Badge,
  Button,
  DataTable,
  type DataTableColumn,
  Field,
  Input,
  ListPager,
  LoadError,
  PencilIcon,
  Select,
  TextLink,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { ExportCsvButton } from '@daftari/ui/widgets';
import { useTimeEntries } from '../../api/time-entries.ts';
import { formatHoursMinutes } from '../../lib/durations.ts';
import {
  type EntryFilters,
  entryListQuery,
  readEntryFilters,
  writeEntryFilters,
} from '../../lib/entry-filters.ts';
import { zonedDay, zonedTime } from '../../lib/zoned-time.ts';
import type { EntryTarget } from './EntryDialog.tsx';

const filterBar = css({
  display: 'grid',
  // The four filters side by side only where their widths fit beside the navigation.
  gridTemplateColumns: { base: '1fr 1fr', xl: '16rem 12rem 10rem 10rem' },
  gap: '3',
  mb: '4',
  '& > :nth-child(-n+2)': { gridColumn: { base: '1 / -1', xl: 'auto' } },
});
const muted = css({ color: 'fg.muted', whiteSpace: 'nowrap' });
const dateCell = css({ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap', fontSize: 'sm' });
const numberCell = css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'medium' });
const summaryLine = css({ fontSize: 'sm', color: 'fg.muted', mb: '3' });

const ALL = 'all';
const BILLED_ITEMS = [
  { value: ALL, label: 'Billed and unbilled' },
  { value: 'false', label: 'Unbilled' },
  { value: 'true', label: 'Billed' },
];

function columnsFor(
  nameOf: (id: number) => string,
  timeZone: string,
  onEdit: ((entry: TimeEntry) => void) | undefined,
) {
  const columns: DataTableColumn<TimeEntry>[] = [
    {
      id: 'date',
      header: 'Date',
      cell: (entry) => (
        <span className={dateCell}>
          <span>{formatDateMedium(zonedDay(entry.started_at, timeZone))}</span>
          <span className={muted}>{zonedTime(entry.started_at, timeZone)}</span>
        </span>
      ),
    },
    { id: 'project', header: 'Project', cell: (entry) => nameOf(entry.project_id) },
    {
      id: 'description',
      header: 'Description',
      cell: (entry) => entry.description || <span className={muted}>-</span>,
    },
    {
      id: 'duration',
      header: 'Duration',
      align: 'end',
      cell: (entry) =>
        entry.duration_seconds === null ? (
          <Badge tone="blue">Running</Badge>
        ) : (
          <span className={numberCell}>{formatHoursMinutes(entry.duration_seconds)}</span>
        ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (entry) =>
        entry.invoice_id ? (
          <TextLink to={areaPath('invoicing', entry.invoice_id)}>
            <Badge tone="green">Billed</Badge>
          </TextLink>
        ) : entry.billable ? (
          <Badge tone="amber">Unbilled</Badge>
        ) : (
          <Badge tone="grey">Not billable</Badge>
        ),
    },
  ];
  if (onEdit)
    columns.push({
      id: 'edit',
      header: <span className={css({ srOnly: true })}>Actions</span>,
      align: 'end',
      cell: (entry) =>
        entry.invoice_id || entry.duration_seconds === null ? null : (
          <Button variant="ghost" size="sm" aria-label="Edit entry" onClick={() => onEdit(entry)}>
            <PencilIcon />
          </Button>
        ),
    });
  return columns;
}

function useEntryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readEntryFilters(searchParams);
  const update = (change: Partial<EntryFilters>) =>
    setSearchParams(writeEntryFilters(filters, change), { preventScrollReset: true, replace: true });
  return [filters, update] as const;
}

/** Every entry, newest first, filtered by project, billed or not and dates, page by page. */
export function EntryList(props: {
  projects: Project[];
  timeZone: string;
  /** Unset for a role that may not change time: no pencil. */
  onOpen?: ((target: EntryTarget) => void) | undefined;
}) {
  const { projects, timeZone, onOpen } = props;
  const [filters, update] = useEntryFilters();
  const list = useTimeEntries(entryListQuery(filters));
  const nameOf = (id: number) => projects.find((project) => project.id === id)?.name ?? `Project ${id}`;
  const summary = list.data?.summary;
  return (
    <section aria-labelledby="entries-title">
      <h2 id="entries-title" className={css({ textStyle: 'heading.md', mb: '3' })}>
        Entries
      </h2>
      <div className={filterBar}>
        <Field label="Project">
          <Select
            items={[
              { value: ALL, label: 'All projects' },
              ...projects.map((project) => ({ value: String(project.id), label: project.name })),
            ]}
            value={filters.projectId ? String(filters.projectId) : ALL}
            onValueChange={(value) => update({ projectId: value === ALL ? null : Number(value) })}
          />
        </Field>
        <Field label="Billing">
          <Select
            items={BILLED_ITEMS}
            value={filters.billed ?? ALL}
            onValueChange={(value) => update({ billed: value === ALL ? null : (value as 'true' | 'false') })}
          />
        </Field>
        <Field label="From">
          <Input
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => update({ from: event.target.value || null })}
          />
        </Field>
        <Field label="To">
          <Input
            type="date"
            value={filters.to ?? ''}
            onChange={(event) => update({ to: event.target.value || null })}
          />
        </Field>
        <ExportCsvButton
          list="time_entries"
          filters={entryListQuery(filters)}
          filename="Time entries"
          size="sm"
        />
      </div>
      {summary ? (
        <p className={summaryLine}>
          {formatHoursMinutes(summary.seconds)} logged · {formatHoursMinutes(summary.unbilled_seconds)}{' '}
          unbilled
        </p>
      ) : null}
      {list.isError && !list.data ? (
        <LoadError
          message={errorMessage(list.error, 'Failed to load time entries')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <DataTable
          caption="Time entries"
          columns={columnsFor(nameOf, timeZone, onOpen ? (entry) => onOpen({ entry }) : undefined)}
          rows={list.data?.data ?? []}
          getRowId={(entry) => String(entry.id)}
          loading={list.isPending}
          emptyText="No entries match these filters."
          footer={
            <ListPager
              meta={list.data?.meta}
              params={filters}
              onChange={update}
              disabled={list.isFetching}
              summary={`${list.data?.meta.total_count ?? 0} entries`}
            />
          }
        />
      )}
    </section>
  );
}
