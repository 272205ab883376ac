import type { RecurringStatus } from '@daftari/contracts';
import { Badge } from '@daftari/ui';
import { STATUS_LABELS, STATUS_TONES } from '../../lib/recurring.ts';

/** Active green, Paused amber, Finished grey. */
export function SeriesStatusBadge({ status }: { status: RecurringStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}
