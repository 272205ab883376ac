import { ESTIMATE_LIST_PATH } from '../../lib/estimate-rules.ts';
import { DocumentNotFound } from '../DocumentNotFound.tsx';

/** An unknown estimate, and any other path under /work/estimates the section does not know. */
export function EstimateNotFound() {
  return <DocumentNotFound kind="Estimate" listPath={ESTIMATE_LIST_PATH} />;
}
