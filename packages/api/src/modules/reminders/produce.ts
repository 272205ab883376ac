import { addDays, calendarDayIn } from '@daftari/format';
import { and, between, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, invoiceReminders, invoices } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { dueStep, STALE_DAYS, stepLabel } from './schedule.ts';

/** Steps are at most a year from the due date: invoices due outside this window have no step due. */
const STEP_RANGE_DAYS = 366;

/**
 * Enqueues the payment reminders due at `now`: for each sent invoice (never a draft, paid or void one) with
 * reminders on for it and its account, the step due today in the account's time zone (`dueStep`). Each
 * (invoice, step) is claimed once by its `invoice_reminders` row, written in the transaction that enqueues
 * the `reminder` job. Answers how many it enqueued.
 */
export async function produceReminders(db: Db, now: Date, shouldStop: () => boolean): Promise<number> {
  const utcToday = now.toISOString().slice(0, 10);
  const candidates = await db
    .select({
      id: invoices.id,
      accountId: invoices.accountId,
      invoiceNumber: invoices.invoiceNumber,
      dueDate: invoices.dueDate,
      issueDate: invoices.issueDate,
      sentAt: invoices.sentAt,
      timeZone: accounts.timeZone,
      steps: accounts.reminderSteps,
    })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(
      and(
        eq(invoices.status, 'sent'),
        eq(invoices.remindersEnabled, true),
        eq(accounts.remindersEnabled, true),
        between(
          invoices.dueDate,
          addDays(utcToday, -STEP_RANGE_DAYS - STALE_DAYS - 1),
          addDays(utcToday, STEP_RANGE_DAYS + 1),
        ),
      ),
    );
  const due = candidates.flatMap((invoice) => {
    const today = calendarDayIn(invoice.timeZone, now);
    const sentOn = invoice.sentAt
      ? calendarDayIn(invoice.timeZone, new Date(invoice.sentAt))
      : invoice.issueDate;
    const step = dueStep(invoice.steps, invoice.dueDate, sentOn, today);
    return step === null ? [] : [{ ...invoice, step }];
  });
  if (due.length === 0) return 0;
  const done = await db
    .select({ invoiceId: invoiceReminders.invoiceId, step: invoiceReminders.step })
    .from(invoiceReminders)
    .where(
      inArray(
        invoiceReminders.invoiceId,
        due.map((invoice) => invoice.id),
      ),
    );
  const claimed = new Set(done.map((row) => `${row.invoiceId}:${row.step}`));
  let enqueued = 0;
  for (const invoice of due) {
    if (shouldStop()) break;
    const key = `${invoice.id}:${invoice.step}`;
    if (claimed.has(key)) continue;
    const added = await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
      const [row] = await tx
        .insert(invoiceReminders)
        .values({ invoiceId: invoice.id, step: invoice.step })
        .onConflictDoNothing()
        .returning({ step: invoiceReminders.step });
      if (!row) return false;
      return enqueueJob(tx, {
        accountId: invoice.accountId,
        kind: 'reminder',
        key,
        payload: { invoice_id: invoice.id, step: invoice.step },
        summary: `Remind the customer of invoice ${invoice.invoiceNumber} (${stepLabel(invoice.step)})`,
        runAt: now,
      });
    });
    if (added) enqueued += 1;
  }
  return enqueued;
}
