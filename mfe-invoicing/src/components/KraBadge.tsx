import type { EtimsStatus } from '@daftari/contracts';
import { Badge, type BadgeTone } from '@daftari/ui';

const STATES: Record<EtimsStatus, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'amber', label: 'Awaiting KRA' },
  signed: { tone: 'green', label: 'Signed by KRA' },
  failed: { tone: 'red', label: 'Refused by KRA' },
};

/** Where a document stands with KRA eTIMS: awaiting its signature, signed, or refused after the retries. */
export function KraBadge({ status, className }: { status: EtimsStatus; className?: string }) {
  const state = STATES[status];
  return (
    <Badge tone={state.tone} className={className}>
      {state.label}
    </Badge>
  );
}
