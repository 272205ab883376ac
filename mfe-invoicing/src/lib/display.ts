import type { InvoiceSummary } from '@daftari/contracts';

const clean = (text: string | null | undefined) => (text ?? '').trim();

type Labelled = { full_name?: string | null; company_name?: string | null; email?: string | null };

/** How the invoicing area names a contact: full_name, else company_name, else email (product-spec). */
export function contactLabel(contact: Labelled | null | undefined, fallback = 'Unknown'): string {
  if (!contact) return fallback;
  return clean(contact.full_name) || clean(contact.company_name) || clean(contact.email) || fallback;
}

/** The badge text: status_label, else the status, else 'Draft' (product-spec section 4). */
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
