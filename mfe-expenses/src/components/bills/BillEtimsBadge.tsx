import type { BillEtims } from '@daftari/contracts';
import { Badge, type BadgeTone } from '@daftari/ui';

const shown: Record<BillEtims['status'], { tone: BadgeTone; label: string }> = {
  pending: { tone: 'grey', label: 'From KRA eTIMS' },
  awaiting: { tone: 'blue', label: 'Awaiting KRA' },
  confirmed: { tone: 'green', label: 'Confirmed with KRA' },
  failed: { tone: 'red', label: 'KRA confirmation failed' },
};

/** Where a bill fetched from KRA stands: a draft from KRA, awaiting KRA, confirmed, or failed after the retries. */
export function BillEtimsBadge({ etims }: { etims: BillEtims }) {
  const { tone, label } = shown[etims.status];
  return <Badge tone={tone}>{label}</Badge>;
}
