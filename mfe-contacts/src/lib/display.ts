import type { BillingAddress, Contact } from '@daftari/contracts';
import { pluralize } from '@daftari/format';

type Named = Pick<Contact, 'full_name' | 'first_name' | 'last_name'>;

const clean = (text: string | null | undefined) => (text ?? '').trim();

/** A contact's name: full_name, else first and last name joined, else 'Unknown' (product-spec section 2). */
export function contactName(contact: Partial<Named>): string {
  const full = clean(contact.full_name);
  if (full) return full;
  const joined = [clean(contact.first_name), clean(contact.last_name)].filter(Boolean).join(' ');
  return joined || 'Unknown';
}

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
