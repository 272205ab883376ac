import { currentUserQuery, errorMessage } from '@daftari/api-client';
import { areaPath, contactLabel, type Project } from '@daftari/contracts';
import { formatAmount, formatDate, formatMoney } from '@daftari/format';
import { Link, useNavigate, useSearchParams } from '@daftari/router';
import {
  DataTable,
  type DataTableColumn,
  EmptyState,
  LinkButton,
  ListPager,
  LoadError,
  PageHeader,
  PlusIcon,
  useRowSelection,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed, ExportCsvButton, SelectionToolbar } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useProjects } from '../api/projects.ts';
import { BudgetBar } from '../components/BudgetBar.tsx';
import { TypeBadge } from '../components/TypeBadge.tsx';
import { invoicedShare } from '../lib/display.ts';
import { type ListParams, readListParams, writeListParams } from '../lib/list-params.ts';

const CREATE_PATH = areaPath('projects', 'create');
const projectPath = (id: number) => areaPath('projects', id);

const stack = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const nameLink = css({
  fontWeight: 'medium',
  color: 'fg',
  _hover: { color: 'accent.fg', textDecoration: 'underline', textUnderlineOffset: '2px' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing', borderRadius: 'xs' },
});
const contactCell = css({ color: 'fg.muted' });
const muted = css({ color: 'fg.muted', whiteSpace: 'nowrap' });
const missing = css({ color: 'fg.subtle' });
const money = css({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: '1.3',
});
const amount = css({ fontWeight: 'medium', whiteSpace: 'nowrap' });
const amountNote = css({ fontSize: 'xs', color: 'fg.subtle', whiteSpace: 'nowrap' });
const invoicedCell = css({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '1.5',
  minW: '28',
});
const emptyCard = css({ layerStyle: 'surface', borderRadius: 'xl' });

const newProjectButton = (
  <Allowed route="POST /api/projects">
    <LinkButton to={CREATE_PATH} icon={<PlusIcon />}>
      New Project
    </LinkButton>
  </Allowed>
);

/** '1,500.00/hr × 40 hrs' under an hourly project's budget. */
function rateNote(project: Project): string | null {
  if (project.project_type !== 'hourly_rate' || project.hourly_rate === null) return null;
  const hours = project.total_hours === null ? '' : ` × ${project.total_hours} hrs`;
  return `${formatAmount(project.hourly_rate)}/hr${hours}`;
}

function columnsFor(currency: string | undefined): DataTableColumn<Project>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (project) => (
        <Link to={projectPath(project.id)} className={nameLink}>
          {project.name}
        </Link>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      cell: (project) => <span className={contactCell}>{contactLabel(project.contact)}</span>,
    },
    { id: 'type', header: 'Type', cell: (project) => <TypeBadge type={project.project_type} /> },
    {
      id: 'budget',
      header: 'Budget',
      align: 'end',
      cell: (project) => {
        const { budget } = project;
        const note = rateNote(project);
        return (
          <span className={money}>
            {budget === null ? (
              <span className={missing}>-</span>
            ) : (
              <span className={amount}>{formatMoney(budget, currency)}</span>
            )}
            {note ? <span className={amountNote}>{note}</span> : null}
          </span>
        );
      },
    },
    {
      id: 'end',
      header: 'End Date',
      cell: (project) =>
        project.end_date ? (
          <span className={muted}>{formatDate(project.end_date)}</span>
        ) : (
          <span className={missing}>-</span>
        ),
    },
    {
      id: 'invoiced',
      header: 'Invoiced So Far',
      align: 'end',
      cell: (project) => {
        const share = invoicedShare(project.invoiced_total, project.budget);
        return (
          <span className={invoicedCell}>
            <span className={amount}>{formatMoney(project.invoiced_total, currency)}</span>
            {share === null ? null : <BudgetBar share={share} />}
          </span>
        );
      },
    },
  ];
}

function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const update = (change: Partial<ListParams>) =>
    setSearchParams(writeListParams(params, change), { preventScrollReset: true });
  return [params, update] as const;
}

export function ProjectListPage() {
  const navigate = useNavigate();
  const [params, update] = useListParams();
  const user = useQuery(currentUserQuery);
  const list = useProjects({ page: params.page, per_page: params.perPage });
  const currency = user.data?.account.currency;
  const columns = useMemo(() => columnsFor(currency), [currency]);
  const [selected, setSelected] = useRowSelection(list.data);

  const header = (
    <PageHeader
      title="Projects"
      description="The work you do for each contact: its budget, and what is invoiced so far."
      actions={
        <>
          <ExportCsvButton list="projects" filename="Projects" />
          {newProjectButton}
        </>
      }
    />
  );

  if (list.isError && !list.data) {
    return (
      <>
        {header}
        <LoadError
          message={errorMessage(list.error, 'Failed to load projects')}
          onRetry={() => void list.refetch()}
        />
      </>
    );
  }

  const data = list.data;
  const meta = data?.meta;
  if (meta && meta.total_count === 0 && params.page === 1) {
    return (
      <>
        {header}
        <div className={emptyCard}>
          <EmptyState
            title="No projects yet"
            description="Group invoices by project, price them at a flat rate or by the hour, and see what each one has earned."
          >
            {newProjectButton}
          </EmptyState>
        </div>
      </>
    );
  }

  const loading = list.isPending || user.isPending;

  return (
    <>
      {header}
      <div className={stack}>
        <SelectionToolbar list="projects" ids={[...selected]} filename="Projects" noun="project" />
        <DataTable
          caption="Projects"
          columns={columns}
          rows={data?.data ?? []}
          getRowId={(project) => String(project.id)}
          getRowLabel={(project) => `Select project ${project.name}`}
          selectedIds={selected}
          onSelectedIdsChange={setSelected}
          selectAllLabel="Select all projects on this page"
          onRowClick={(project, event) => {
            // The name is a link of its own; a click on it is not a second navigation.
            if (event.target instanceof Element && event.target.closest('a')) return;
            navigate(projectPath(project.id));
          }}
          loading={loading}
          emptyText="No projects on this page."
          footer={
            <ListPager
              meta={meta}
              params={params}
              onChange={update}
              selectedCount={selected.size}
              disabled={list.isFetching}
            />
          }
        />
      </div>
    </>
  );
}
