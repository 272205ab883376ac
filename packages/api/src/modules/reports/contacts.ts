import { contactName } from '@daftari/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** Lines with no contact (a manual entry on a control account) are shown under this name. */
export const NO_CONTACT = 'No contact';

/** The columns `contactJoin` adds to a query's rows. */
export interface ContactColumns {
  contact_id: number | null;
  found_contact_id: number | null;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  email: string | null;
}

/**
 * What a query over rows with a `contact_id` (its alias `rows`) selects and joins to name them: the business's
 * contact of that id, if any.
 */
export const contactJoin = (accountId: number, rows: SQL) => ({
  columns: sql`c.id as found_contact_id, c.full_name, c.first_name, c.last_name, c.company_name, c.email`,
  join: sql`left join contacts c on c.account_id = ${accountId} and c.id = ${rows}.contact_id`,
});

/** A row's contact name (contactName; a contact without one: its e-mail); no contact: `No contact`. */
export function nameOf(row: ContactColumns): string {
  if (row.contact_id === null) return NO_CONTACT;
  if (row.found_contact_id === null) return 'Unknown';
  return contactName(row, row.email ?? 'Unknown');
}
