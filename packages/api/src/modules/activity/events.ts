import { and, desc, eq } from 'drizzle-orm';
import { invoiceEvents } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

/** What `invoice_events` records; the other kinds of the activity are read from the invoice's own rows. */
export type RecordedKind = 'emailed' | 'reminder_sent' | 'viewed' | 'voided';

export interface InvoiceEvent {
  accountId: number;
  invoiceId: string;
  kind: RecordedKind;
  detail?: string | null;
  at: Date;
}

/** Records one event of an invoice's activity (in the caller's transaction when it has one). */
export async function recordInvoiceEvent(db: Executor, event: InvoiceEvent): Promise<void> {
  await db.insert(invoiceEvents).values({ ...event, detail: event.detail?.slice(0, 300) ?? null });
}

/** When the invoice's last event of `kind` happened; null if never. */
export async function lastEventAt(db: Executor, invoiceId: string, kind: RecordedKind): Promise<Date | null> {
  const [row] = await db
    .select({ at: invoiceEvents.at })
    .from(invoiceEvents)
    .where(and(eq(invoiceEvents.invoiceId, invoiceId), eq(invoiceEvents.kind, kind)))
    .orderBy(desc(invoiceEvents.at))
    .limit(1);
  return row ? new Date(row.at) : null;
}
