import { and, desc, eq, sql } from 'drizzle-orm';
import { invoiceEvents, invoices } from '../../db/schema.ts';
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

/** A customer's visits to the pay page within this long count as one `viewed` event. */
export const VIEW_WINDOW_MS = 3_600_000;

/** Records that the customer opened the invoice's pay page, unless a view was recorded within the hour. */
export async function recordView(db: Executor, invoiceId: string, at: Date): Promise<void> {
  const since = new Date(at.getTime() - VIEW_WINDOW_MS).toISOString();
  await db.execute(sql`
    insert into ${invoiceEvents} (account_id, invoice_id, kind, at)
    select ${invoices.accountId}, ${invoices.id}, 'viewed', ${at.toISOString()} from ${invoices}
    where ${invoices.id} = ${invoiceId} and not exists (
      select 1 from ${invoiceEvents} e
      where e.invoice_id = ${invoiceId} and e.kind = 'viewed' and e.at > ${since}
    )`);
}
