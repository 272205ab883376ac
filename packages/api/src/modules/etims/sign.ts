import { eq } from 'drizzle-orm';
import { openKey } from '../../adapters/etims/key-box.ts';
import {
  cuInvoiceNumber,
  fromOscuDateTime,
  receiptCheckUrl,
  type SaleAnswer,
} from '../../adapters/etims/wire.ts';
import type { Db } from '../../db/client.ts';
import { creditNotes, etimsCreditNotes, etimsInvoices, invoices } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, type Executor, writeTransaction } from '../../db/transaction.ts';
import type { JobHandler, JobOutcome } from '../../jobs/runner.ts';
import { registerItems } from './items.ts';
import { type SaleInput, saleRequest } from './sale.ts';
import { creditNoteSaleInput, invoiceSaleInput } from './sale-input.ts';
import { type EtimsSettingsRow, etimsSettingsRow } from './settings.ts';
import type { Etims } from './setup.ts';

/** How long a credit note waits for its invoice's signature before it looks again. */
export const CREDIT_NOTE_WAIT_MS = 5 * 60_000;

/** What an eTIMS record (an invoice's or a credit note's) is updated with. */
type RecordUpdate = Partial<typeof etimsInvoices.$inferInsert>;

/** One document to sign: what its sale is built from (null: nothing left to sign; `postpone`: not yet), where the answer goes. */
interface Signable {
  sale(now: Date): Promise<SaleInput | { postpone: Date } | null>;
  record(db: Executor, values: RecordUpdate): Promise<void>;
}

/** The branch headers with the opened communication key; an error the owner can act on when it is missing. */
export function headersOf(settings: EtimsSettingsRow | null, etims: Etims) {
  if (!settings?.kraPin || !settings.communicationKey) {
    throw new Error('KRA eTIMS is not initialized for this account: initialize it, then retry this job.');
  }
  return {
    tin: settings.kraPin,
    bhfId: settings.branchId,
    cmcKey: openKey(etims.keySecret, settings.communicationKey),
  };
}

const signedValues = (
  signed: SaleAnswer,
  settings: EtimsSettingsRow,
  etims: Etims,
  now: Date,
): RecordUpdate => ({
  status: 'signed',
  cuInvoiceNumber: cuInvoiceNumber(settings.controlUnitId, signed.curRcptNo),
  internalData: signed.intrlData,
  signature: signed.rcptSign,
  receiptUrl: receiptCheckUrl(
    etims.receiptCheckPage,
    settings.kraPin ?? '',
    settings.branchId,
    signed.rcptSign,
  ),
  signedAt: fromOscuDateTime(signed.sdcDateTime),
  error: null,
  updatedAt: now,
});

function invoiceSignable(db: Db, accountId: number, invoiceId: string): Signable {
  return {
    async sale(now) {
      const [record] = await db
        .select({
          status: etimsInvoices.status,
          receiptNumber: etimsInvoices.receiptNumber,
          invoice: invoices.status,
        })
        .from(etimsInvoices)
        .innerJoin(invoices, eq(invoices.id, etimsInvoices.invoiceId))
        .where(eq(etimsInvoices.invoiceId, invoiceId));
      // A void invoice (voided after its signing failed) is not sent, even when its job is retried.
      if (!record || record.status === 'signed' || record.invoice === 'void') return null;
      return invoiceSaleInput(db, accountId, invoiceId, record.receiptNumber, now);
    },
    async record(executor, values) {
      await executor.update(etimsInvoices).set(values).where(eq(etimsInvoices.invoiceId, invoiceId));
    },
  };
}

function creditNoteSignable(db: Db, accountId: number, creditNoteId: number): Signable {
  return {
    async sale(now) {
      const [record] = await db
        .select({
          status: etimsCreditNotes.status,
          receiptNumber: etimsCreditNotes.receiptNumber,
          reasonCode: etimsCreditNotes.reasonCode,
          invoiceId: creditNotes.invoiceId,
          original: { status: etimsInvoices.status, receiptNumber: etimsInvoices.receiptNumber },
        })
        .from(etimsCreditNotes)
        .innerJoin(creditNotes, eq(creditNotes.id, etimsCreditNotes.creditNoteId))
        .innerJoin(etimsInvoices, eq(etimsInvoices.invoiceId, creditNotes.invoiceId))
        .where(eq(etimsCreditNotes.creditNoteId, creditNoteId));
      if (!record || record.status === 'signed') return null;
      if (record.original.status === 'awaiting')
        return { postpone: new Date(now.getTime() + CREDIT_NOTE_WAIT_MS) };
      if (record.original.status === 'failed') {
        throw new Error(
          'Its invoice was not signed by KRA eTIMS: retry the invoice first, then this credit note.',
        );
      }
      const credit = { id: creditNoteId, receiptNumber: record.receiptNumber, reasonCode: record.reasonCode };
      const original = { invoiceId: record.invoiceId, receiptNumber: record.original.receiptNumber };
      return creditNoteSaleInput(db, accountId, credit, original, now);
    },
    async record(executor, values) {
      await executor
        .update(etimsCreditNotes)
        .set(values)
        .where(eq(etimsCreditNotes.creditNoteId, creditNoteId));
    },
  };
}

/**
 * The `etims_sale` job: the control unit signs an issued invoice (receipt type S) or a credit note (R; it
 * waits, without counting attempts, while its invoice awaits KRA). A refusal is kept on the document's eTIMS
 * record (KRA's message) and the attempt fails, so the queue retries with its backoff; after the last attempt
 * the record's status is `failed`. The signature is stored in the transaction that marks the job done.
 */
export function etimsSaleHandler(db: Db, etims: Etims): JobHandler {
  return async (job, { now, complete }): Promise<JobOutcome> => {
    const payload = job.payload as { invoice_id?: string; credit_note_id?: number };
    const document =
      payload.credit_note_id === undefined
        ? invoiceSignable(db, job.accountId, String(payload.invoice_id))
        : creditNoteSignable(db, job.accountId, Number(payload.credit_note_id));
    try {
      const settings = await etimsSettingsRow(db, job.accountId);
      const headers = headersOf(settings, etims);
      const sale = await document.sale(now);
      if (sale === null) {
        await writeTransaction(db, AMOUNTS_TOO_LARGE, (tx) => complete(tx));
        return { done: true };
      }
      if ('postpone' in sale) return sale;
      await registerItems(db, etims, settings!, headers, sale.lines);
      const signed = await etims.client.saveSale(headers, saleRequest(sale));
      await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
        await complete(tx);
        await document.record(tx, signedValues(signed, settings!, etims, now));
      });
      return { done: true };
    } catch (error) {
      await document.record(db, {
        status: job.attempts >= job.maxAttempts ? 'failed' : 'awaiting',
        error: (error as Error).message.slice(0, 2000),
        updatedAt: now,
      });
      throw error;
    }
  };
}
