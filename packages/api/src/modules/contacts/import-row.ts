import type { ContactImportField, ContactInput } from '@daftari/contracts';

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** Whether `whole` names the person: it holds every word of the first and last name (a middle name may sit between). */
function namesPerson(whole: string, first: string, last: string): boolean {
  const person = [...words(first), ...words(last)];
  const wholeWords = new Set(words(whole));
  return person.length > 0 && person.every((word) => wholeWords.has(word));
}

function split(name: string): [first: string, last: string] {
  const [first = '', ...rest] = name.split(/\s+/);
  return [first, rest.join(' ')];
}

/** Google Contacts writes several values of one label into one cell, joined by " ::: "; the first is kept. */
const firstValue = (cell: string) => cell.split(' ::: ')[0]!;

/**
 * The value of each field in a data row. Where several columns hold one field (phone numbers), the first
 * non-empty one wins; a field no column holds stays undefined.
 */
function fieldValues(cells: string[], fields: (ContactImportField | null)[]) {
  const values: Partial<Record<ContactImportField, string>> = {};
  fields.forEach((field, index) => {
    if (!field) return;
    const cell = firstValue(cells[index] ?? '');
    if (!values[field]?.trim()) values[field] = cell;
  });
  return values;
}

/**
 * The contact a data row describes, before validation. Names, as a user of the other tools expects them:
 * - a row without first and last name takes them from `name` (split at the first space), else from a
 *   display name that differs from the company name (Zoho's "Jessica Jones" of company "Defenders");
 * - a display name (else `name`) that does not just repeat the person's name becomes the company name when
 *   the row has none: Wave's customer "Kamau Hardware" with contact Wanjiru Kamau, or a display name alone,
 *   kept whole since such names are mostly businesses.
 * `street_2` is joined to the street with ", ".
 */
export function rowInput(cells: string[], fields: (ContactImportField | null)[]): ContactInput {
  const value = fieldValues(cells, fields);
  let firstName = value.first_name;
  let lastName = value.last_name;
  let companyName = value.company_name;
  const name = value.name?.trim();
  const display = value.display_name?.trim();
  if (!firstName?.trim() && !lastName?.trim()) {
    const company = companyName?.trim().toLowerCase();
    const personName = name || (display && company && display.toLowerCase() !== company ? display : '');
    if (personName) [firstName, lastName] = split(personName);
  }
  if (!companyName?.trim()) {
    const person = [firstName ?? '', lastName ?? ''] as const;
    companyName = [display, name].find((whole) => whole && !namesPerson(whole, ...person)) ?? companyName;
  }
  const street = [value.street, value.street_2].map((part) => part?.trim()).filter(Boolean);
  return {
    first_name: firstName,
    last_name: lastName,
    company_name: companyName,
    email: value.email,
    phone: value.phone,
    kra_pin: value.kra_pin?.trim() || undefined,
    billing_address: {
      street: street.length > 0 ? street.join(', ') : value.street,
      city: value.city,
      state: value.state,
      postal_code: value.postal_code,
      country: value.country,
    },
  };
}
