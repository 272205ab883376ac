import type { Account } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, invoices } from '../../db/schema.ts';

export type AccountUsage = Pick<Account, 'has_contacts' | 'has_invoices'>;

/**
 * What the account already holds, for the screens' empty states (GET /users/current `has_contacts`,
 * `has_invoices`): one indexed `LIMIT 1` lookup per table, read here so the account asks no area for it.
 */
export async function accountUsage(db: Db, accountId: number): Promise<AccountUsage> {
  const [[contact], [invoice]] = await Promise.all([
    db.select({ id: contacts.id }).from(contacts).where(eq(contacts.accountId, accountId)).limit(1),
    db.select({ id: invoices.id }).from(invoices).where(eq(invoices.accountId, accountId)).limit(1),
  ]);
  return { has_contacts: contact !== undefined, has_invoices: invoice !== undefined };
}
