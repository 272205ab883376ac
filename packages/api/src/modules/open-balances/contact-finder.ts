import { eq } from 'drizzle-orm';
import { contacts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

/** A contact an imported row names: its id and display name. */
export interface FoundContact {
  id: number;
  name: string;
}

/** Who the rows of an import name (`Customer`, `Supplier`) and what is imported after the contacts. */
export interface ContactRole {
  role: string;
  documents: string;
}

const key = (text: string | null) => text?.trim().toLowerCase() ?? '';

/**
 * The account's contacts found by e-mail (when one has it), else by display or company name (compared trimmed,
 * ignoring case). The finder answers the contact of a row, or why there is none (unknown, or a name shared).
 */
export async function contactFinder(tx: Executor, accountId: number, { role, documents }: ContactRole) {
  const rows = await tx
    .select({
      id: contacts.id,
      fullName: contacts.fullName,
      companyName: contacts.companyName,
      email: contacts.email,
    })
    .from(contacts)
    .where(eq(contacts.accountId, accountId));
  const byEmail = new Map<string, FoundContact[]>();
  const byName = new Map<string, FoundContact[]>();
  const add = (map: Map<string, FoundContact[]>, name: string, found: FoundContact) => {
    if (name === '') return;
    const list = map.get(name) ?? [];
    if (!list.some((other) => other.id === found.id)) list.push(found);
    map.set(name, list);
  };
  for (const row of rows) {
    const found = { id: row.id, name: row.fullName ?? row.companyName ?? row.email ?? '' };
    add(byEmail, key(row.email), found);
    add(byName, key(row.fullName), found);
    add(byName, key(row.companyName), found);
  }
  return (name: string, email: string | null): FoundContact | string => {
    const withEmail = email ? byEmail.get(key(email)) : undefined;
    if (withEmail?.length === 1) return withEmail[0]!;
    const named = byName.get(key(name)) ?? [];
    if (named.length === 1) return named[0]!;
    const who = name || email || '';
    if (named.length > 1) {
      return `${named.length} contacts are named "${who}"; add the ${role.toLowerCase()}'s e-mail column to tell them apart`;
    }
    return `${role} "${who}" is not in your contacts: import your contacts first, then the ${documents}`;
  };
}
