import type { PublicEstimate } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';

export type EstimateStanding = 'open' | 'expired' | 'accepted' | 'declined' | 'invoiced';

/** Where the estimate stands for the customer; only an `open` one can be answered. */
export function estimateStanding(
  estimate: Pick<PublicEstimate, 'status' | 'status_label'>,
): EstimateStanding {
  if (estimate.status === 'sent') return estimate.status_label === 'Expired' ? 'expired' : 'open';
  return estimate.status;
}

/** How the customer answered, and when: 'Accepted by Jane on Nov 25, 2026', 'Declined on ...'; else null. */
export function estimateAnswerText(
  estimate: Pick<PublicEstimate, 'accepted_at' | 'accepted_by' | 'declined_at'>,
): string | null {
  if (estimate.accepted_at) {
    const by = estimate.accepted_by ? ` by ${estimate.accepted_by}` : '';
    return `Accepted${by} on ${formatDateMedium(estimate.accepted_at)}`;
  }
  if (estimate.declined_at) return `Declined on ${formatDateMedium(estimate.declined_at)}`;
  return null;
}
