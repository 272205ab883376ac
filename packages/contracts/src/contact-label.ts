/** The name fields a contact is labelled by; every field is optional, so partial answers can be labelled. */
export interface LabelledContact {
  full_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  email?: string | null;
}

const clean = (text: string | null | undefined) => (text ?? '').trim();

/**
 * How a contact is named on every screen and document: its full name, else first and last name joined,
 * else its company, else its e-mail, else `fallback`.
 */
export function contactLabel(contact: LabelledContact | null | undefined, fallback = 'Unknown'): string {
  if (!contact) return fallback;
  const person = [clean(contact.first_name), clean(contact.last_name)].filter(Boolean).join(' ');
  return (
    clean(contact.full_name) || person || clean(contact.company_name) || clean(contact.email) || fallback
  );
}
