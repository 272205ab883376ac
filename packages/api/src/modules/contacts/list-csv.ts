import { type Contact, contactName } from '@daftari/contracts';
import { type ListCsv, plainColumn, textColumn } from '../../http/list-csv.ts';

/** GET /contacts?format=csv: one row per contact, with its billing address. */
export const contactsCsv: ListCsv<Contact> = {
  filename: 'contacts',
  columns: [
    textColumn('Name', (row) => contactName(row, '')),
    textColumn('First name', (row) => row.first_name),
    textColumn('Last name', (row) => row.last_name),
    textColumn('Company', (row) => row.company_name),
    textColumn('E-mail', (row) => row.email),
    textColumn('Phone', (row) => row.phone),
    textColumn('KRA PIN', (row) => row.kra_pin),
    plainColumn('Currency', (row) => row.currency),
    textColumn('Street', (row) => row.billing_address?.street),
    textColumn('City', (row) => row.billing_address?.city),
    textColumn('State', (row) => row.billing_address?.state),
    textColumn('Postal code', (row) => row.billing_address?.postal_code),
    textColumn('Country', (row) => row.billing_address?.country),
    plainColumn('Created', (row) => row.created_at),
    plainColumn('Id', (row) => row.id),
  ],
};
