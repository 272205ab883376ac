import type { BillingAddress } from '@daftari/contracts';
import { pluralize } from '@daftari/format';

const clean = (text: string | null | undefined) => (text ?? '').trim();

/** The billing address on one line: street, city, state, postal code and country, empty parts skipped. */
export function formatAddress(address: Partial<BillingAddress> | null | undefined): string {
  if (!address) return '';
  return [address.street, address.city, address.state, address.postal_code, address.country]
    .map(clean)
    .filter(Boolean)
    .join(', ');
}

/** The value, or '-' when it is missing or blank. */
export function orDash(text: string | null | undefined): string {
  return clean(text) || '-';
}

/** '1 contact', '31 contacts'. */
export function contactCount(total: number): string {
  return pluralize(total, 'contact');
}
