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
 * A contact's name: its full name, else first and last name joined, else its company, else `fallback`.
 * Where the e-mail is shown beside the name (the contacts area), this is the label.
 */
export function contactName(contact: LabelledContact | null | undefined, fallback = 'Unknown'): string {
  if (!contact) return fallback;
  const person = [clean(contact.first_name), clean(contact.last_name)].filter(Boolean).join(' ');
  return clean(contact.full_name) || person || clean(contact.company_name) || fallback;
}

/**
 * How a contact is named on every other screen and document (invoices, projects, PDFs): its name, else its
 * e-mail, else `fallback`.
 */
export function contactLabel(contact: LabelledContact | null | undefined, fallback = 'Unknown'): string {
  return contactName(contact, '') || clean(contact?.email) || fallback;
}

/**
 * A document's PDF file name, `{number} {contact}.pdf` (`INV-0042 Achieng Fresh Juices.pdf`), with what file
 * systems refuse (`/ \ : * ? " < > |`, control characters) left out.
 */
export function documentFileName(number: string, contact: LabelledContact | null | undefined): string {
  const name = `${number} ${contactLabel(contact, '')}`
    .replace(/[/\\:*?"<>|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 180);
  return `${name || 'document'}.pdf`;
}

/** A payment receipt's PDF file name, `RCT-0007 Achieng Fresh Juices.pdf`: its receipt number and who paid. */
export const receiptFileName = (receiptNumber: string, contact: LabelledContact | null | undefined): string =>
  documentFileName(receiptNumber, contact);

/** A bill payment's advice PDF file name, `Payment advice V-1 Printmax.pdf`: the bill it paid and the supplier. */
export const paymentAdviceFileName = (
  billNumber: string,
  supplier: LabelledContact | null | undefined,
): string => documentFileName(`Payment advice ${billNumber}`, supplier);
