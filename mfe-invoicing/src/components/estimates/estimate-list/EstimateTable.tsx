import { type EstimateList, sectionPath } from '@daftari/contracts';
import { pluralize } from '@daftari/format';
import { useNavigate } from '@daftari/router';
import { DataTable, ListPager } from '@daftari/ui';
import type { EstimateListParams } from '../../../lib/estimate-list-params.ts';
import { estimateColumns } from './estimate-columns.tsx';

const emptyTexts: Record<EstimateListParams['status'], string> = {
  all: 'No estimates found.',
  draft: 'No draft estimates.',
  sent: 'No estimate is waiting for an answer.',
  accepted: 'No accepted estimates yet.',
  declined: 'No estimate was declined.',
  invoiced: 'No estimate has become an invoice yet.',
  expired: 'No estimate has expired.',
};

export interface EstimateTableProps {
  /** The page on screen; undefined until the first answer. */
  data: EstimateList | undefined;
  params: EstimateListParams;
  /** A page is being fetched: the pager waits for it. */
  fetching: boolean;
  onChange: (change: Partial<EstimateListParams>) => void;
}

/** The rows and the pager; a row opens its estimate. */
export function EstimateTable({ data, params, fetching, onChange }: EstimateTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable
      caption="Estimates"
      columns={estimateColumns}
      rows={data?.data ?? []}
      getRowId={(estimate) => estimate.id}
      onRowClick={(estimate) => navigate(sectionPath('estimates', estimate.id))}
      loading={!data}
      loadingText="Loading estimates..."
      emptyText={emptyTexts[params.status]}
      footer={
        <ListPager
          meta={data?.meta}
          params={params}
          onChange={onChange}
          disabled={fetching}
          summary={data ? pluralize(data.meta.total_count, 'estimate') : ''}
        />
      }
    />
  );
}
