import type { Invoice } from '@daftari/contracts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/client.ts';
import { AMOUNTS_TOO_LARGE, type Tx, writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { recordInvoiceEvent } from '../activity/index.ts';
import { getInvoice, invoiceMail } from '../invoices/index.ts';

/** What the background e-mails need: the database, the mailer and the origin of pay links (APP_URL). */
export interface MailJobDeps {
  db: Db;
  mailer: Mailer;
  origin: string;
}

/**
 * The transactional outbox of an invoice's e-mail: enqueued in the transaction that issues the invoice, sent
 * once after it commits (by the `invoice_email` job). Once per invoice.
 */
export function enqueueInvoiceEmail(
  tx: Tx,
  job: { accountId: number; invoiceId: string; invoiceNumber: string; at: Date },
): Promise<boolean> {
  return enqueueJob(tx, {
    accountId: job.accountId,
    kind: 'invoice_email',
    key: job.invoiceId,
    payload: { invoice_id: job.invoiceId },
    summary: `E-mail invoice ${job.invoiceNumber} to the customer`,
    runAt: job.at,
  });
}

/** The customer's address, or a failure the owner sees on the job (they add it, then retry the job). */
export function recipientOf(invoice: Invoice): string {
  const to = invoice.contact.email;
  if (!to) throw new Error(`The customer of invoice ${invoice.invoice_number} has no e-mail address.`);
  return to;
}

/**
 * Sends an invoice's e-mail once its transaction committed. A void invoice is not sent (the job is done).
 * The job is marked done in the transaction that records the `emailed` event; a runner that dies between the
 * send and that commit leaves the job to be sent again after its lease (at least once, never lost).
 */
export function invoiceEmailHandler({ db, mailer, origin }: MailJobDeps): JobHandler {
  return async (job, { now, complete }) => {
    const invoiceId = String((job.payload as { invoice_id: string }).invoice_id);
    const invoice = await getInvoice(db, job.accountId, invoiceId);
    if (invoice.status !== 'void') {
      const to = recipientOf(invoice);
      await mailer.send(job.accountId, await invoiceMail(db, job.accountId, invoice, to, origin));
      await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
        await complete(tx);
        await recordInvoiceEvent(tx, {
          accountId: job.accountId,
          invoiceId,
          kind: 'emailed',
          detail: `To ${to} (sent automatically)`,
          at: now,
        });
      });
    } else {
      await writeTransaction(db, AMOUNTS_TOO_LARGE, (tx) => complete(tx));
    }
    return { done: true };
  };
}
