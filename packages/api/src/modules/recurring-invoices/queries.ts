import type {
  RecurringFrequency,
  RecurringInvoice,
  RecurringInvoiceItem,
  RecurringStatus,
  recurringInvoiceListQuerySchema,
} from '@daftari/contracts';
import { rateNumber } from '@daftari/format';
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { contacts, invoices, recurringInvoicePeriods, recurringInvoices } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { pageMeta, pageOffset } from '../../http/paging.ts';

export const recurringInvoiceNotFound = () => new HttpError(404, 'Recurring invoice not found');

export type SeriesRow = typeof recurringInvoices.$inferSelect;
type ListQuery = z.output<typeof recurringInvoiceListQuerySchema>;

/** The account's series `id` (FOR UPDATE inside a write), or 404. */
export async function findSeries(
  db: Executor,
  accountId: number,
  id: number,
  lock = false,
): Promise<SeriesRow> {
  const query = db
    .select()
    .from(recurringInvoices)
    .where(and(eq(recurringInvoices.id, id), eq(recurringInvoices.accountId, accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw recurringInvoiceNotFound();
  return row;
}

/** The series as the contract shows them, with their contact, periods done and issued invoices. */
async function present(db: Db, accountId: number, rows: SeriesRow[]): Promise<RecurringInvoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [people, issued, done] = await Promise.all([
    db
      .select({
        id: contacts.id,
        full_name: contacts.fullName,
        company_name: contacts.companyName,
        email: contacts.email,
      })
      .from(contacts)
      .where(
        and(
          eq(contacts.accountId, accountId),
          inArray(contacts.id, [...new Set(rows.map((r) => r.contactId))]),
        ),
      ),
    db
      .select({
        seriesId: recurringInvoicePeriods.recurringInvoiceId,
        id: invoices.id,
        invoice_number: invoices.invoiceNumber,
        issue_date: invoices.issueDate,
        status: invoices.status,
      })
      .from(recurringInvoicePeriods)
      .innerJoin(invoices, eq(invoices.id, recurringInvoicePeriods.invoiceId))
      .where(
        and(
          eq(invoices.accountId, accountId),
          inArray(recurringInvoicePeriods.recurringInvoiceId, ids),
          isNotNull(recurringInvoicePeriods.invoiceId),
        ),
      )
      .orderBy(desc(recurringInvoicePeriods.period)),
    db
      .select({ seriesId: recurringInvoicePeriods.recurringInvoiceId, n: count() })
      .from(recurringInvoicePeriods)
      .where(inArray(recurringInvoicePeriods.recurringInvoiceId, ids))
      .groupBy(recurringInvoicePeriods.recurringInvoiceId),
  ]);
  return rows.map((row) => {
    const contact = people.find((c) => c.id === row.contactId)!;
    return {
      id: row.id,
      contact_id: row.contactId,
      contact,
      project_id: row.projectId,
      frequency: row.frequency as RecurringFrequency,
      interval: row.interval,
      start_date: row.startDate,
      end_date: row.endDate,
      occurrences: row.occurrences,
      next_issue_date: row.nextIssueDate,
      due_days: row.dueDays,
      auto_send: row.autoSend,
      missed_periods: row.missedPeriods as RecurringInvoice['missed_periods'],
      status: row.status as RecurringStatus,
      currency: row.currency,
      exchange_rate: row.exchangeRate === null ? null : rateNumber(row.exchangeRate),
      notes: row.notes,
      items: (row.items as RecurringInvoiceItem[]).map((item) => ({
        ...item,
        ledger_account_id: item.ledger_account_id ?? null,
      })),
      periods_done: Number(done.find((d) => d.seriesId === row.id)?.n ?? 0),
      invoices: issued
        .filter((invoice) => invoice.seriesId === row.id)
        .map(({ seriesId: _, ...invoice }) => ({
          ...invoice,
          status: invoice.status as RecurringInvoice['invoices'][number]['status'],
        })),
      created_at: new Date(row.createdAt).toISOString(),
    };
  });
}

/** GET /recurring_invoices/{id}. */
export async function getRecurringInvoice(db: Db, accountId: number, id: number): Promise<RecurringInvoice> {
  const [series] = await present(db, accountId, [await findSeries(db, accountId, id)]);
  return series!;
}

/** GET /recurring_invoices: newest first, optionally of one status. */
export async function listRecurringInvoices(db: Db, accountId: number, query: ListQuery) {
  const where = and(
    eq(recurringInvoices.accountId, accountId),
    query.status ? eq(recurringInvoices.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(recurringInvoices)
      .where(where)
      .orderBy(desc(recurringInvoices.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(recurringInvoices).where(where),
  ]);
  return { data: await present(db, accountId, rows), meta: pageMeta(Number(total?.n ?? 0), query) };
}
