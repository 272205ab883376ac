import { contactName } from '@daftari/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { contacts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

/** Lines with no contact (a manual entry on a control account) are shown under this name. */
export const NO_CONTACT = 'No contact';

/** The names of the business's contacts among `ids`, by id (contactName; a contact without one: its e-mail). */
export async function contactNames(
  db: Executor,
  accountId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: contacts.id,
      full_name: contacts.fullName,
      first_name: contacts.firstName,
      last_name: contacts.lastName,
      company_name: contacts.companyName,
      email: contacts.email,
    })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), inArray(contacts.id, [...ids])));
  return new Map(rows.map((row) => [row.id, contactName(row, row.email ?? 'Unknown')]));
}

export const nameOf = (names: Map<number, string>, contactId: number | null) =>
  contactId === null ? NO_CONTACT : (names.get(contactId) ?? 'Unknown');
