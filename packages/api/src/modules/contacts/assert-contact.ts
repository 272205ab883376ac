import { and, eq } from 'drizzle-orm';
import { contacts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { invalidField } from '../../http/errors.ts';
import { isInt4 } from '../../http/ids.ts';

/**
 * For a document naming a contact (an invoice, a project): 422 `Contact not found` on `contact_id` unless the
 * contact is the account's. Ids beyond int4 are simply not found. Answers the contact's default currency
 * (null: the books'), which a new document for it takes when it names none.
 */
export async function assertContact(
  db: Executor,
  accountId: number,
  contactId: number,
): Promise<string | null> {
  const found = isInt4(contactId)
    ? await db
        .select({ currency: contacts.currency })
        .from(contacts)
        .where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId)))
        .limit(1)
    : [];
  if (!found[0]) throw invalidField('contact_id', 'Contact not found');
  return found[0].currency;
}
