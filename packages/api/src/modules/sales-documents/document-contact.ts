import type { InvoiceSummary } from '@daftari/contracts';
import { contacts } from '../../db/schema.ts';

/** The columns of the contact a document answer embeds (`contact`), to select beside the document's. */
export const documentContactColumns = {
  contactFullName: contacts.fullName,
  contactCompanyName: contacts.companyName,
  contactEmail: contacts.email,
  contactKraPin: contacts.kraPin,
  contactStreet: contacts.street,
  contactCity: contacts.city,
  contactState: contacts.state,
  contactPostalCode: contacts.postalCode,
  contactCountry: contacts.country,
};

type ContactRow = { [K in keyof typeof documentContactColumns]: string | null };

/** The `contact` of a document answer from its selected columns. */
export function documentContact(contactId: number, row: ContactRow): InvoiceSummary['contact'] {
  return {
    id: contactId,
    full_name: row.contactFullName,
    company_name: row.contactCompanyName,
    email: row.contactEmail,
    billing_address: {
      street: row.contactStreet,
      city: row.contactCity,
      state: row.contactState,
      postal_code: row.contactPostalCode,
      country: row.contactCountry,
    },
    kra_pin: row.contactKraPin,
  };
}
