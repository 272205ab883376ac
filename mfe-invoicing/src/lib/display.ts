import type { InvoiceSummary } from '@daftari/contracts';

const clean = (text: string | null | undefined) => (text ?? '').trim();

/** The badge text: status_label, else the status capitalised, else 'Draft'. */
export function statusText(invoice: Partial<Pick<InvoiceSummary, 'status' | 'status_label'>>): string {
  const label = clean(invoice.status_label);
  if (label) return label;
  const status = clean(invoice.status);
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Draft';
}

/** Non-empty parts, in order. */
export function presentParts(...parts: (string | null | undefined)[]): string[] {
  return parts.map(clean).filter(Boolean);
}
