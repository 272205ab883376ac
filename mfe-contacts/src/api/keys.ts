import { billKeys, invoiceKeys, contactKeys as sharedContactKeys } from '@daftari/api-client';
import type { ContactListQuery } from '@daftari/contracts';

/**
 * Every query key of the contacts area comes from here. A contact is cached under the shared keys every
 * area uses, and a contact's invoices and bills under the invoices' and the bills' list keys, so a change
 * made elsewhere (an invoice written in the invoicing area, a bill paid in the expenses area) refreshes what
 * this area shows.
 */
export const contactKeys = {
  ...sharedContactKeys,
  list: (params: ContactListQuery) => [...sharedContactKeys.lists(), params] as const,
  /** A contact's invoices as its page shows them (this area's own reading of the invoice list). */
  invoices: (contactId: number) => [...invoiceKeys.lists(), 'of-contact', contactId] as const,
  /** A contact's bills as its page shows them. */
  bills: (contactId: number) => [...billKeys.lists(), 'of-contact', contactId] as const,
};
