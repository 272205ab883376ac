import { recurringInvoiceCreateRequestSchema, STANDARD_VAT_RATE } from '@daftari/contracts';
import { createRecurringInvoice } from '../recurring-invoices/index.ts';
import type { DemoContacts, DemoContext } from './context.ts';
import { addDays, nairobiInstant } from './dates.ts';

/** The first day of the month after `iso`. */
const nextMonthStart = (iso: string) => {
  const [year, month] = iso.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/**
 * Two retainers billed on a schedule, starting with the next period (so nothing is issued behind the owner's
 * back on the first start): monthly social media design and a quarterly printer-ready newsletter.
 */
export async function createRecurringInvoices(context: DemoContext, contacts: DemoContacts): Promise<number> {
  const series = [
    [
      contacts.customers[0]!,
      'monthly',
      nextMonthStart(context.today),
      'Social media graphics retainer',
      30_000,
    ],
    [
      contacts.customers[5]!,
      'quarterly',
      addDays(nextMonthStart(context.today), 14),
      'Quarterly newsletter design',
      45_000,
    ],
  ] as const;
  for (const [contactId, frequency, startDate, description, price] of series) {
    const input = recurringInvoiceCreateRequestSchema.parse({
      recurring_invoice: {
        contact_id: contactId,
        frequency,
        start_date: startDate,
        due_days: 14,
        auto_send: false,
        notes: 'Retainer as agreed. M-Pesa paybill 522533, account: the invoice number.',
        items: [{ description, quantity: 1, unit: 'months', unit_price: price, tax_rate: STANDARD_VAT_RATE }],
      },
    }).recurring_invoice;
    await createRecurringInvoice(context.db, context.accountId, input, nairobiInstant(context.today, 9));
  }
  return series.length;
}
