import { messageOf } from '@daftari/api-client';
import { LoadError } from '@daftari/ui';
import { EstimateNotFound } from '../../components/estimates/EstimateNotFound.tsx';
import { EstimateDetail } from '../../components/estimates/estimate-detail/EstimateDetail.tsx';
import { DetailSkeleton } from '../../components/invoice-detail/DetailSkeleton.tsx';
import { useEstimateParam } from './use-estimate-param.ts';

/** /work/estimates/{id}: an id that is not a UUID is not found without asking the server. */
export function EstimateDetailPage() {
  const { estimate, missing } = useEstimateParam();
  if (missing) return <EstimateNotFound />;
  if (estimate.isPending) return <DetailSkeleton what="estimate" />;
  if (estimate.isError) {
    return (
      <LoadError
        message={messageOf(estimate.error, 'Failed to load estimate')}
        onRetry={() => void estimate.refetch()}
      />
    );
  }
  return <EstimateDetail estimate={estimate.data} />;
}
