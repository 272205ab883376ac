import { messageOf } from '@daftari/api-client';
import { useSearchParams } from '@daftari/router';
import { FilterTabs, LoadError, PageHeader } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { ExportCsvButton } from '@daftari/ui/widgets';
import { useEstimates } from '../../api/estimates.ts';
import {
  EstimateSummaryStrip,
  EstimateSummaryStripSkeleton,
} from '../../components/estimates/estimate-list/EstimateSummaryStrip.tsx';
import { EstimateTable } from '../../components/estimates/estimate-list/EstimateTable.tsx';
import { FirstEstimate, newEstimateButton } from '../../components/estimates/estimate-list/FirstEstimate.tsx';
import {
  ESTIMATE_TABS,
  type EstimateListParams,
  estimateListQuery,
  readEstimateListParams,
  writeEstimateListParams,
} from '../../lib/estimate-list-params.ts';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '5' });

/**
 * /work/estimates: the summary cards (over every estimate, whatever the filter), the status filter and the
 * table. Without any estimate, the way to the first one.
 */
export function EstimateListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readEstimateListParams(searchParams);
  const list = useEstimates(estimateListQuery(params));
  const change = (next: Partial<EstimateListParams>) =>
    setSearchParams(writeEstimateListParams(params, next));

  const header = (
    <PageHeader
      title="Estimates"
      description="Quotes for your customers, until they become invoices."
      actions={
        <>
          <ExportCsvButton list="estimates" filters={estimateListQuery(params)} filename="Estimates" />
          {newEstimateButton}
        </>
      }
    />
  );
  if (list.isError && !list.data) {
    return (
      <>
        {header}
        <LoadError
          message={messageOf(list.error, 'Failed to load estimates')}
          onRetry={() => void list.refetch()}
        />
      </>
    );
  }
  if (params.status === 'all' && !list.isPlaceholderData && list.data?.meta.total_count === 0) {
    return (
      <>
        {header}
        <FirstEstimate />
      </>
    );
  }
  return (
    <>
      {header}
      <div className={stack} aria-busy={!list.data}>
        {list.data ? <EstimateSummaryStrip summary={list.data.summary} /> : <EstimateSummaryStripSkeleton />}
        <FilterTabs
          label="Show estimates"
          items={ESTIMATE_TABS}
          value={params.status}
          onChange={(status) => change({ status })}
        />
        <EstimateTable data={list.data} params={params} fetching={list.isFetching} onChange={change} />
      </div>
    </>
  );
}
