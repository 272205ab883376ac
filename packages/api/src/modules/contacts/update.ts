import {
  type Contact,
  type ContactInput,
  contactRequestSchema,
  type contactUpdateRequestSchema,
} from '@daftari/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema.ts';
import { mergeUpdate } from '../../http/merge.ts';
import { parseWith } from '../../http/validate.ts';
import { contactColumns, contactNotFound, contactValues, toContact } from './service.ts';

/** What a PUT sends: the fields to change. */
export type ContactPatch = z.output<typeof contactUpdateRequestSchema>['contact'];

/** A stored contact as POST /contacts would take it: what a PUT's fields are merged over. */
const contactInputOf = (contact: Contact): ContactInput => ({
  first_name: contact.first_name,
  last_name: contact.last_name,
  company_name: contact.company_name,
  email: contact.email,
  phone: contact.phone,
  kra_pin: contact.kra_pin ?? null,
  billing_address: contact.billing_address,
});

/**
 * PUT /contacts/{id}: the sent fields over the stored contact (mergeUpdate), checked as a new contact is (it
 * still needs a name or an e-mail), then stored. Nothing sent: the contact as it is. 404 when the contact is
 * not the account's.
 */
export async function updateContact(
  db: Db,
  accountId: number,
  id: number,
  patch: ContactPatch,
): Promise<Contact> {
  return db.transaction(async (tx) => {
    const where = and(eq(contacts.id, id), eq(contacts.accountId, accountId));
    const [row] = await tx.select(contactColumns).from(contacts).where(where).for('update');
    if (!row) throw contactNotFound();
    const current = toContact(row);
    if (Object.keys(patch).length === 0) return current;
    const merged = mergeUpdate({ ...contactInputOf(current), currency: row.storedCurrency }, patch);
    const { contact } = parseWith(contactRequestSchema, { contact: merged });
    const [updated] = await tx
      .update(contacts)
      .set({ ...contactValues(contact), currency: contact.currency ?? null, updatedAt: sql`now()` })
      .where(where)
      .returning(contactColumns);
    return toContact(updated!);
  });
}
