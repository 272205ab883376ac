import { ACTIVITY_KINDS, type ActivityEvent } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditNotes, invoiceEvents, invoices, payments, recurringInvoicePeriods } from '../../db/schema.ts';
import { invoiceNotFound } from '../sales-documents/index.ts';

const METHODS: Record<string, string> = {
  paystack: 'Paystack',
  cash: 'cash',
  mpesa: 'M-Pesa',
  bank_transfer: 'bank transfer',
  other: 'other',
};

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * GET /invoices/{id}/activity: what happened to the invoice, oldest first. `created` and `sent` come from
 * the invoice itself, `payment` from its payments, `credit_note` from its credit notes, the rest (e-mailed, reminder sent, viewed, voided) from
 * `invoice_events`. 404 when the invoice is not the account's.
 */
export async function invoiceActivity(db: Db, accountId: number, id: string): Promise<ActivityEvent[]> {
  const [invoice] = await db
    .select({
      createdAt: invoices.createdAt,
      sentAt: invoices.sentAt,
      currency: invoices.currency,
      seriesId: recurringInvoicePeriods.recurringInvoiceId,
    })
    .from(invoices)
    .leftJoin(recurringInvoicePeriods, eq(recurringInvoicePeriods.invoiceId, invoices.id))
    .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)));
  if (!invoice) throw invoiceNotFound();
  const [received, credited, recorded] = await Promise.all([
    db
      .select({
        at: payments.createdAt,
        amount: payments.amount,
        method: payments.method,
        reference: payments.reference,
      })
      .from(payments)
      .where(and(eq(payments.invoiceId, id), eq(payments.accountId, accountId)))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select({
        at: creditNotes.createdAt,
        number: creditNotes.creditNoteNumber,
        total: creditNotes.total,
        reason: creditNotes.reason,
      })
      .from(creditNotes)
      .where(and(eq(creditNotes.invoiceId, id), eq(creditNotes.accountId, accountId)))
      .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id)),
    db
      .select({ at: invoiceEvents.at, kind: invoiceEvents.kind, detail: invoiceEvents.detail })
      .from(invoiceEvents)
      .where(and(eq(invoiceEvents.invoiceId, id), eq(invoiceEvents.accountId, accountId)))
      .orderBy(asc(invoiceEvents.at), asc(invoiceEvents.id)),
  ]);
  const events: ActivityEvent[] = [
    {
      at: iso(invoice.createdAt),
      kind: 'created',
      detail: invoice.seriesId ? `Issued by recurring invoice #${invoice.seriesId}` : null,
    },
    ...(invoice.sentAt ? [{ at: iso(invoice.sentAt), kind: 'sent' as const, detail: null }] : []),
    ...received.map((payment) => ({
      at: iso(payment.at),
      kind: 'payment' as const,
      detail: `${formatMoney(payment.amount, invoice.currency)} by ${METHODS[payment.method] ?? payment.method}${
        payment.reference ? ` (${payment.reference})` : ''
      }`,
    })),
    ...credited.map((note) => ({
      at: iso(note.at),
      kind: 'credit_note' as const,
      detail: `${note.number}: ${formatMoney(note.total, invoice.currency)} (${note.reason})`,
    })),
    ...recorded.map((event) => ({
      at: iso(event.at),
      kind: event.kind as ActivityEvent['kind'],
      detail: event.detail,
    })),
  ];
  const rank = (kind: ActivityEvent['kind']) => ACTIVITY_KINDS.indexOf(kind);
  return events.sort((a, b) => a.at.localeCompare(b.at) || rank(a.kind) - rank(b.kind));
}
