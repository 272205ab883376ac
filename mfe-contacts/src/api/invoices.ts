import { http, isNotFound, send } from '@daftari/api-client';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contactKeys } from './keys.ts';

// The invoices API belongs to the invoicing area; this screen reads only these fields of its answer, loosely,
// so fields added there never break the contact page.
const id = z.union([z.string(), z.number()]).transform(String);
const amount = z.union([z.number(), z.string()]).nullish();
const text = z.string().nullish();

export const contactInvoiceSchema = z.looseObject({
  id,
  invoice_number: text,
  issue_date: text,
  due_date: text,
  currency: text,
  total: amount,
  balance: amount,
  status: text,
  status_label: text,
});
export type ContactInvoice = z.infer<typeof contactInvoiceSchema>;

export const contactInvoicesAnswerSchema = z.looseObject({
  data: z.array(contactInvoiceSchema),
  summary: z
    .looseObject({ total_amount: amount, total_paid: amount, total_unpaid: amount, currency: text })
    .nullish(),
});
export type ContactInvoices = z.infer<typeof contactInvoicesAnswerSchema>;

/** Invoices shown on a contact's page (one request, the 100 most recent). */
export const CONTACT_INVOICES_PER_PAGE = 100;

const none: ContactInvoices = { data: [], summary: null };

export async function listContactInvoices(contactId: number): Promise<ContactInvoices> {
  try {
    const { body } = await send(
      contactInvoicesAnswerSchema,
      () =>
        http.get('invoices', {
          searchParams: { contact_id: contactId, per_page: CONTACT_INVOICES_PER_PAGE },
        }),
      'Failed to load invoices',
    );
    return body;
  } catch (error) {
    // No invoices API yet (or none for this contact): the page shows 'No invoices yet'.
    if (isNotFound(error)) return none;
    throw error;
  }
}

export function useContactInvoices(contactId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: contactKeys.invoices(contactId),
    queryFn: () => listContactInvoices(contactId),
    enabled: (options.enabled ?? true) && Number.isInteger(contactId) && contactId > 0,
  });
}
