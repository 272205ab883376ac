import type { InvoiceSummary } from '@daftari/contracts';
import { Badge, statusTone } from '@daftari/ui';
import { statusText } from '../lib/display.ts';

/** Paid green, Sent blue, Overdue red, anything else grey. */
export function StatusBadge({
  invoice,
  className,
}: {
  invoice: Partial<Pick<InvoiceSummary, 'status' | 'status_label'>>;
  className?: string;
}) {
  const text = statusText(invoice);
  const tone = statusTone(text);
  return (
    <Badge tone={tone} data-tone={tone} className={className}>
      {text}
    </Badge>
  );
}
