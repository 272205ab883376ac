import { isNotFound } from '@daftari/api-client';
import { useParams } from '@daftari/router';
import { useEstimate } from '../../api/estimates.ts';
import { isUuid } from '../../lib/uuid.ts';

/** The estimate the address names (`:estimateId`), and whether there is no such estimate. */
export function useEstimateParam() {
  const { estimateId } = useParams();
  const valid = isUuid(estimateId);
  const estimate = useEstimate(valid ? estimateId : undefined);
  return { estimate, missing: !valid || (estimate.isError && isNotFound(estimate.error)) };
}
