import { type BillList, sectionPath } from '@daftari/contracts';
import { pluralize } from '@daftari/format';
import { useNavigate } from '@daftari/router';
import { DataTable, ListPager } from '@daftari/ui';
import type { BillListParams } from '../../../lib/bill-list-params.ts';
import { billColumns } from './bill-columns.tsx';

const emptyTexts: Record<BillListParams['tab'], string> = {
  open: 'Nothing to pay: every bill is settled.',
  overdue: 'No bill is overdue.',
  paid: 'No bill is paid yet.',
  all: 'No bills found.',
};

export interface BillTableProps {
  /** The page on screen; undefined until the first answer. */
  data: BillList | undefined;
  params: BillListParams;
  /** A page is being fetched: the pager waits for it. */
  fetching: boolean;
  onChange: (change: Partial<BillListParams>) => void;
}

/** The rows and the pager; a row opens its bill. */
export function BillTable({ data, params, fetching, onChange }: BillTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      caption="Bills"
      columns={billColumns}
      rows={data?.data ?? []}
      getRowId={(bill) => String(bill.id)}
      onRowClick={(bill) => navigate(sectionPath('bills', bill.id))}
      loading={!data}
      loadingText="Loading bills..."
      emptyText={emptyTexts[params.tab]}
      footer={
        <ListPager
          meta={data?.meta}
          params={params}
          onChange={onChange}
          disabled={fetching}
          summary={data ? pluralize(data.meta.total_count, 'bill') : ''}
        />
      }
    />
  );
}
