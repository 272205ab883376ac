import type { Estimate } from '@daftari/contracts';
import { useEstimateLineWrites } from '../../api/estimates.ts';
import { type ItemDialogProps, LineItemDialog } from '../LineItemDialog.tsx';

/** The item dialog on an estimate's lines. */
export function EstimateItemDialog({
  estimate,
  ...dialog
}: ItemDialogProps & { estimate: Pick<Estimate, 'id' | 'currency'> }) {
  const writes = useEstimateLineWrites(estimate.id);
  return <LineItemDialog documentName="Estimate" currency={estimate.currency} writes={writes} {...dialog} />;
}
