import type { InvoiceItemInput } from '@daftari/contracts';
import { addDays } from '@daftari/format';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, recurringInvoicePeriods, recurringInvoices } from '../../db/schema.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { enqueueInvoiceEmail } from '../invoice-mail/index.ts';
import { invoiceTransaction, markDraftSent } from '../invoices/index.ts';
import { createDraftInvoice, lineValues, type SalesLineFields } from '../sales-documents/index.ts';

/**
 * The `recurring_invoice` job: issues the invoice of one period of a series, in one transaction with the
 * period's row (primary key (series, period): a second invoice for it cannot be inserted) and, for an
 * auto-sent series, the invoice marked sent, posted, and its e-mail enqueued (sent after commit). The
 * invoice is dated the period's own date and due `due_days` later, in the series' currency at its fixed rate,
 * or (none fixed) at the rate table's on that date.
 */
export function issueRecurringInvoiceHandler(db: Db): JobHandler {
  return async (job, { now, complete }) => {
    const { recurring_invoice_id: seriesId, period } = job.payload as {
      recurring_invoice_id: number;
      period: string;
    };
    await invoiceTransaction(db, async (tx) => {
      const [series] = await tx
        .select()
        .from(recurringInvoices)
        .where(and(eq(recurringInvoices.id, seriesId), eq(recurringInvoices.accountId, job.accountId)));
      const [claimed] = series
        ? await tx
            .insert(recurringInvoicePeriods)
            .values({ recurringInvoiceId: seriesId, period })
            .onConflictDoNothing()
            .returning({ period: recurringInvoicePeriods.period })
        : [];
      if (series && claimed) {
        const accountId = series.accountId;
        const items = series.items as InvoiceItemInput[];
        const invoiceId = await createDraftInvoice(
          tx,
          accountId,
          {
            contact_id: series.contactId,
            project_id: series.projectId,
            issue_date: period,
            due_date: addDays(period, series.dueDays),
            currency: series.currency,
            ...(series.exchangeRate === null ? {} : { exchange_rate: Number(series.exchangeRate) }),
            notes: series.notes,
          },
          items.map((item, index) => lineValues(item as SalesLineFields, `items.${index}.total`)),
        );
        await tx
          .update(recurringInvoicePeriods)
          .set({ invoiceId })
          .where(
            and(
              eq(recurringInvoicePeriods.recurringInvoiceId, seriesId),
              eq(recurringInvoicePeriods.period, period),
            ),
          );
        if (series.autoSend) {
          await markDraftSent(tx, accountId, invoiceId);
          const [issued] = await tx
            .select({ number: invoices.invoiceNumber })
            .from(invoices)
            .where(eq(invoices.id, invoiceId));
          await enqueueInvoiceEmail(tx, { accountId, invoiceId, invoiceNumber: issued!.number, at: now });
        }
      }
      await complete(tx);
    });
    return { done: true };
  };
}
