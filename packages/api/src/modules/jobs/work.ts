import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { FileStore, ObjectStore } from '../../adapters/storage/index.ts';
import type { Db } from '../../db/client.ts';
import type { JobRow } from '../../jobs/queue.ts';
import type { JobWork } from '../../jobs/runner.ts';
import { appendAuditEvent } from '../audit/index.ts';
import { etimsPurchasesHandler, produceEtimsPurchasePulls } from '../bills/index.ts';
import type { Etims } from '../etims/index.ts';
import {
  etimsPurchaseHandler,
  etimsSaleHandler,
  etimsStockHandler,
  produceReferenceRefresh,
  referenceRefreshHandler,
} from '../etims/index.ts';
import { copyRecurringExpenseHandler, produceRecurringExpenses } from '../expenses/index.ts';
import { businessExportHandler, businessImportHandler } from '../exports/index.ts';
import { invoiceEmailHandler } from '../invoice-mail/index.ts';
import { type Daraja, stkQueryHandler } from '../mpesa/index.ts';
import { receiptEmailHandler } from '../payment-receipts/index.ts';
import { issueRecurringInvoiceHandler, produceRecurringInvoices } from '../recurring-invoices/index.ts';
import { produceReminders, reminderHandler } from '../reminders/index.ts';

/** Where pay links in background e-mails point when APP_URL is unset (there is no request to take it from). */
export const DEFAULT_ORIGIN = 'http://localhost:3000';

/**
 * A completed job's audit event, in its business's trail: no user acted, the actor is `system job <kind>`;
 * the event names the job (GET /jobs lists it) and says what it was about.
 */
async function recordJob(db: Db, job: JobRow, now: Date): Promise<void> {
  await appendAuditEvent(db, {
    accountId: job.accountId,
    at: now,
    userId: null,
    actor: `system job ${job.kind}`,
    action: `job.${job.kind}`,
    entityType: 'job',
    entityId: String(job.id),
    summary: job.summary,
    changes: {},
    ip: null,
    userAgent: null,
  });
}

/**
 * Every kind of background work: the producers that find due work (recurring expenses, recurring invoices,
 * payment reminders, the daily fetch of KRA eTIMS purchases and of its code lists) and the handlers of the queue's
 * jobs (KRA eTIMS signing and the STK queries of M-Pesa Express prompts among them). One `runDueWork` pass runs
 * them all.
 */
export function createJobWork(deps: {
  db: Db;
  mailer: Mailer;
  appUrl: string | undefined;
  etims: Etims;
  daraja: Daraja;
  /** The file store and its attachments, for the exports and imports of a whole business. */
  files: { store: ObjectStore; uploads: FileStore };
}): JobWork {
  const { db } = deps;
  const mail = { db, mailer: deps.mailer, origin: deps.appUrl ?? DEFAULT_ORIGIN };
  return {
    db,
    onDone: (job, now) => recordJob(db, job, now),
    producers: [
      (now, shouldStop) => produceRecurringExpenses(db, now, shouldStop),
      (now, shouldStop) => produceRecurringInvoices(db, now, shouldStop),
      (now, shouldStop) => produceReminders(db, now, shouldStop),
      (now, shouldStop) => produceEtimsPurchasePulls(db, now, shouldStop),
      (now) => produceReferenceRefresh(db, deps.etims, now),
    ],
    handlers: {
      recurring_expense: copyRecurringExpenseHandler(db),
      recurring_invoice: issueRecurringInvoiceHandler(db),
      invoice_email: invoiceEmailHandler(mail),
      reminder: reminderHandler(mail),
      etims_sale: etimsSaleHandler(db, deps.etims),
      etims_purchases: etimsPurchasesHandler(db, deps.etims),
      etims_purchase: etimsPurchaseHandler(db, deps.etims),
      etims_stock: etimsStockHandler(db, deps.etims),
      etims_codes: referenceRefreshHandler(db, deps.etims),
      mpesa_stk_query: stkQueryHandler(db, deps.daraja),
      receipt_email: receiptEmailHandler(mail),
      business_export: businessExportHandler({ db, ...deps.files }, mail.origin),
      business_import: businessImportHandler({ db, ...deps.files }),
    },
  };
}
