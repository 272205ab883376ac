import { messageOf } from '@daftari/api-client';
import { areaPath, type Expense } from '@daftari/contracts';
import { formatDate, formatMoney } from '@daftari/format';
import { Link, useNavigate, useSearchParams } from '@daftari/router';
import {
  DataTable,
  type DataTableColumn,
  DEFAULT_PER_PAGE,
  EmptyState,
  LinkButton,
  ListPager,
  LoadError,
  PageHeader,
  PlusIcon,
  positiveInt,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed, ExportCsvButton } from '@daftari/ui/widgets';
import { useExpenses } from '../api/expenses.ts';
import { DownloadAttachmentButton } from '../components/DownloadAttachmentButton.tsx';
import { InBooksAmount } from '../components/InBooksAmount.tsx';

const editPath = (id: number) => areaPath('expenses', id, 'edit');

const stack = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const muted = css({ color: 'fg.muted', whiteSpace: 'nowrap' });
const descriptionCell = css({ display: 'flex', flexDirection: 'column', minW: '0', lineHeight: '1.3' });
const descriptionText = css({ fontWeight: 'medium', color: 'fg' });
const merchant = css({ fontSize: 'sm', color: 'fg.subtle' });
const amount = css({ fontWeight: 'medium', whiteSpace: 'nowrap' });
const emptyCard = css({ layerStyle: 'surface', borderRadius: 'xl' });

const createButton = (
  <Allowed route="POST /api/expenses">
    <LinkButton to={areaPath('expenses', 'create')} icon={<PlusIcon />}>
      Create New Expense
    </LinkButton>
  </Allowed>
);

const columns: DataTableColumn<Expense>[] = [
  {
    id: 'date',
    header: 'Date',
    cell: (expense) => <span className={muted}>{formatDate(expense.dated)}</span>,
  },
  {
    id: 'description',
    header: 'Description',
    cell: (expense) => (
      <span className={descriptionCell}>
        <Link to={editPath(expense.id)} className={descriptionText} onClick={(e) => e.stopPropagation()}>
          {expense.description}
        </Link>
        {expense.merchant_name ? <span className={merchant}>{expense.merchant_name}</span> : null}
      </span>
    ),
  },
  { id: 'account', header: 'Account', cell: (expense) => expense.ledger_account.name },
  {
    id: 'total',
    header: 'Total Value',
    align: 'end',
    cell: (expense) => (
      <>
        <span className={amount}>{formatMoney(expense.total_value, expense.currency)}</span>
        <InBooksAmount document={expense} />
      </>
    ),
  },
  {
    id: 'vat',
    header: 'VAT',
    align: 'end',
    cell: (expense) => <span className={muted}>{formatMoney(expense.vat_amount, expense.currency)}</span>,
  },
  {
    id: 'attachment',
    header: 'Attachment',
    align: 'center',
    cell: (expense) =>
      expense.attachment ? <DownloadAttachmentButton expense={expense} /> : <span className={muted}>-</span>,
  },
];

/** /expenses/: the business's expenses, a page at a time (page and per_page live in the URL). */
export function ExpenseIndexPage() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInt(searchParams.get('page')) ?? 1;
  const perPage = positiveInt(searchParams.get('per_page')) ?? DEFAULT_PER_PAGE;
  const list = useExpenses({ page, per_page: perPage });

  const change = (next: { page?: number; perPage?: number }) => {
    const params = new URLSearchParams(searchParams);
    params.set('page', String(next.page ?? 1));
    params.set('per_page', String(next.perPage ?? perPage));
    setSearchParams(params);
  };

  const header = (
    <PageHeader
      title="Expenses"
      actions={
        <>
          <ExportCsvButton list="expenses" filename="Expenses" />
          {createButton}
        </>
      }
    />
  );
  const data = list.data;
  const meta = data?.meta;

  if (data && meta?.total_count === 0 && page === 1) {
    return (
      <>
        {header}
        <div className={emptyCard}>
          <EmptyState
            title="No expenses yet"
            description="Snap a receipt and Daftari reads the merchant, date and total."
          >
            {createButton}
          </EmptyState>
        </div>
      </>
    );
  }

  return (
    <>
      {header}
      <div className={stack}>
        {list.isError && !data ? (
          <LoadError
            message={messageOf(list.error, 'Failed to load expenses')}
            onRetry={() => void list.refetch()}
          />
        ) : null}
        <DataTable
          caption="Expenses"
          columns={columns}
          rows={data?.data ?? []}
          getRowId={(expense) => String(expense.id)}
          onRowClick={(expense) => navigate(editPath(expense.id))}
          loading={list.isPending}
          emptyText="No expenses found."
          footer={
            <ListPager meta={meta} params={{ page, perPage }} onChange={change} disabled={list.isFetching} />
          }
        />
      </div>
    </>
  );
}
