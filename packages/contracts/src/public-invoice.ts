import { z } from 'zod';

/** What a customer sees on the public pay page: only what a payer needs. */
export const publicInvoiceSchema = z.object({
  id: z.uuid(),
  invoice_number: z.string(),
  status: z.enum(['draft', 'sent', 'paid', 'void']),
  currency: z.string(),
  total: z.number(),
  paid_amount: z.number(),
  /** What credit notes took off the invoice; `balance` already leaves it out. */
  credited_amount: z.number().optional(),
  balance: z.number(),
  due_date: z.string(),
  contact_id: z.number().int().nullable(),
  contact: z.object({ company_name: z.string().nullable(), full_name: z.string().nullable() }).nullable(),
  account: z.object({ name: z.string() }),
});

export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;
