import type { EstimateStatusLabel } from '@daftari/contracts';
import { Badge, type BadgeTone } from '@daftari/ui';

const tones: Record<EstimateStatusLabel, BadgeTone> = {
  Draft: 'grey',
  Sent: 'blue',
  Accepted: 'green',
  Declined: 'red',
  Invoiced: 'teal',
  Expired: 'amber',
};

/** Draft grey, Sent blue, Accepted green, Declined red, Invoiced teal, Expired amber. */
export function EstimateStatusBadge({ label }: { label: EstimateStatusLabel }) {
  return (
    <Badge tone={tones[label]} data-tone={tones[label]}>
      {label}
    </Badge>
  );
}
