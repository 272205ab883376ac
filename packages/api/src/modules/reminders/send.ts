import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, writeTransaction } from '../../db/transaction.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { lastEventAt, recordInvoiceEvent } from '../activity/index.ts';
import { type MailJobDeps, recipientOf } from '../invoice-mail/index.ts';
import { getInvoice, invoiceMail } from '../invoices/index.ts';
import { QUIET_AFTER_EMAIL_MS, reminderLead, stepLabel } from './schedule.ts';

/**
 * The `reminder` job: e-mails one reminder step of an invoice, with its PDF and pay link. Checked again when
 * it runs: an invoice paid, voided or with reminders turned off since is not reminded (the job is done); one
 * e-mailed within the last 24 hours waits until they have passed.
 */
export function reminderHandler({ db, mailer, origin }: MailJobDeps): JobHandler {
  return async (job, { now, complete }) => {
    const { invoice_id: invoiceId, step } = job.payload as { invoice_id: string; step: number };
    const invoice = await getInvoice(db, job.accountId, invoiceId);
    const [account] = await db
      .select({ name: accounts.name, remindersEnabled: accounts.remindersEnabled })
      .from(accounts)
      .where(eq(accounts.id, job.accountId));
    if (invoice.status !== 'sent' || !invoice.reminders_enabled || !account?.remindersEnabled) {
      await writeTransaction(db, AMOUNTS_TOO_LARGE, (tx) => complete(tx));
      return { done: true };
    }
    const emailed = await lastEventAt(db, invoiceId, 'emailed');
    if (emailed && now.getTime() - emailed.getTime() < QUIET_AFTER_EMAIL_MS) {
      return { postpone: new Date(emailed.getTime() + QUIET_AFTER_EMAIL_MS) };
    }
    const to = recipientOf(invoice);
    const lead = reminderLead(step, invoice.invoice_number, account.name);
    await mailer.send(job.accountId, await invoiceMail(db, job.accountId, invoice, to, origin, lead));
    await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
      await complete(tx);
      await recordInvoiceEvent(tx, {
        accountId: job.accountId,
        invoiceId,
        kind: 'reminder_sent',
        detail: `Reminder ${stepLabel(step)} to ${to}`,
        at: now,
      });
    });
    return { done: true };
  };
}
