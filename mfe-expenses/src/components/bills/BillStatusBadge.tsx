import type { BillStatusLabel } from '@daftari/contracts';
import { Badge, type BadgeTone } from '@daftari/ui';

const tones: Record<BillStatusLabel, BadgeTone> = {
  Draft: 'grey',
  Open: 'blue',
  Overdue: 'red',
  Paid: 'green',
  Void: 'grey',
};

/** Paid green, Open blue, Overdue red, Draft and Void grey. */
export function BillStatusBadge({ label }: { label: BillStatusLabel }) {
  return <Badge tone={tones[label]}>{label}</Badge>;
}
