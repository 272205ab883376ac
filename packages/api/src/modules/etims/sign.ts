import { eq } from 'drizzle-orm';
import { EtimsError } from '../../adapters/etims/client.ts';
import { fromOscuDateTime } from '../../adapters/etims/dates.ts';
import { STOCK_MOVEMENTS } from '../../adapters/etims/stock-wire.ts';
import {
  cuInvoiceNumber,
  receiptCheckUrl,
  type SaleAnswer,
  type SaleRequest,
} from '../../adapters/etims/wire.ts';
import type { Db } from '../../db/client.ts';
import { creditNotes, etimsCreditNotes, etimsInvoices, invoices } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, type Executor, type Tx, writeTransaction } from '../../db/transaction.ts';
import type { JobHandler, JobOutcome } from '../../jobs/runner.ts';
import { registerItems } from './items.ts';
import { type SaleInput, saleRequest } from './sale.ts';
import { creditNoteSaleInput, invoiceSaleInput } from './sale-input.ts';
import { sessionOf } from './session.ts';
import { type EtimsSettingsRow, etimsSettingsRow } from './settings.ts';
import type { Etims } from './setup.ts';
import { queueStockMovement } from './stock.ts';
import { endTurn, signedInTurn, type TurnTaker, takeTurn } from './turn.ts';

/** How long a credit note waits for its invoice's signature, and a sale for the turn, before looking again. */
export const CREDIT_NOTE_WAIT_MS = 5 * 60_000;
export const TURN_WAIT_MS = 30_000;

/** What an eTIMS record (an invoice's or a credit note's) is updated with. */
type RecordUpdate = Partial<typeof etimsInvoices.$inferInsert>;

/** One document to sign: what its sale is built from (null: nothing left to sign; `postpone`: not yet), where the answer goes. */
interface Signable extends TurnTaker {
  sale(now: Date): Promise<SaleInput | { postpone: Date } | null>;
  record(db: Executor, values: RecordUpdate): Promise<void>;
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
  const record = async (executor: Executor, values: RecordUpdate) => {
    await executor.update(etimsInvoices).set(values).where(eq(etimsInvoices.invoiceId, invoiceId));
  };
  return {
    key: `invoice:${invoiceId}`,
    async sale() {
      const [row] = await db
        .select({ status: etimsInvoices.status, invoice: invoices.status })
        .from(etimsInvoices)
        .innerJoin(invoices, eq(invoices.id, etimsInvoices.invoiceId))
        .where(eq(etimsInvoices.invoiceId, invoiceId));
      // A void invoice (voided after its signing failed) is not sent, even when its job is retried.
      if (!row || row.status === 'signed' || row.invoice === 'void') return null;
      return invoiceSaleInput(db, accountId, invoiceId);
    },
    record,
    claim: (tx, claimed) => record(tx, claimed),
  };
}

function creditNoteSignable(db: Db, accountId: number, creditNoteId: number): Signable {
  const record = async (executor: Executor, values: RecordUpdate) => {
    await executor
      .update(etimsCreditNotes)
      .set(values)
      .where(eq(etimsCreditNotes.creditNoteId, creditNoteId));
  };
  return {
    key: `credit_note:${creditNoteId}`,
    async sale(now) {
      const [row] = await db
        .select({
          status: etimsCreditNotes.status,
          reasonCode: etimsCreditNotes.reasonCode,
          invoiceId: creditNotes.invoiceId,
          original: { status: etimsInvoices.status, receiptNumber: etimsInvoices.receiptNumber },
        })
        .from(etimsCreditNotes)
        .innerJoin(creditNotes, eq(creditNotes.id, etimsCreditNotes.creditNoteId))
        .innerJoin(etimsInvoices, eq(etimsInvoices.invoiceId, creditNotes.invoiceId))
        .where(eq(etimsCreditNotes.creditNoteId, creditNoteId));
      if (!row || row.status === 'signed') return null;
      if (row.original.status === 'awaiting')
        return { postpone: new Date(now.getTime() + CREDIT_NOTE_WAIT_MS) };
      if (row.original.status === 'failed' || row.original.receiptNumber === null) {
        throw new Error(
          'Its invoice was not signed by KRA eTIMS: retry the invoice first, then this credit note.',
        );
      }
      const credit = { id: creditNoteId, reasonCode: row.reasonCode };
      const original = { invoiceId: row.invoiceId, receiptNumber: row.original.receiptNumber };
      return creditNoteSaleInput(db, accountId, credit, original);
    },
    record,
    claim: (tx, claimed) => record(tx, claimed),
  };
}

/** In the signature's transaction: the goods the sale moved, out (a sale) or back in (a credit note). */
async function queueSaleStock(tx: Tx, accountId: number, sale: SaleRequest) {
  await queueStockMovement(tx, accountId, {
    movement: sale.rcptTyCd === 'R' ? STOCK_MOVEMENTS.returned : STOCK_MOVEMENTS.sale,
    date: sale.salesDt,
    customer: { tin: sale.custTin, name: sale.custNm },
    items: sale.itemList,
    summary: `KRA eTIMS stock movement of receipt ${sale.invcNo} (${sale.trdInvcNo})`,
  });
}

/**
 * The `etims_sale` job: the control unit signs an issued invoice (receipt type S) or a credit note (R; it
 * waits, without counting attempts, while its invoice awaits KRA). It takes the account's turn and the receipt
 * number after the last one KRA signed (waiting while another sale is being sent), so a sale KRA refuses never
 * leaves a gap. A refusal is kept on the document's eTIMS record (KRA's message) and the attempt fails, so the
 * queue retries with its backoff; after the last attempt the record's status is `failed`. The signature, the
 * receipt count and the stock movement of its goods are stored in the transaction that marks the job done.
 */
export function etimsSaleHandler(db: Db, etims: Etims): JobHandler {
  return async (job, { now, complete }): Promise<JobOutcome> => {
    const payload = job.payload as { invoice_id?: string; credit_note_id?: number };
    const document =
      payload.credit_note_id === undefined
        ? invoiceSignable(db, job.accountId, String(payload.invoice_id))
        : creditNoteSignable(db, job.accountId, Number(payload.credit_note_id));
    let turnTaken = false;
    try {
      const settings = await etimsSettingsRow(db, job.accountId);
      const session = sessionOf(settings, etims);
      const input = await document.sale(now);
      if (input === null) {
        await writeTransaction(db, AMOUNTS_TOO_LARGE, (tx) => complete(tx));
        return { done: true };
      }
      if ('postpone' in input) return input;
      // Built before the turn is taken: a line KRA cannot take fails here, holding no number.
      saleRequest(input, 1, now);
      const turn = await takeTurn(db, job.accountId, document, now);
      if (!turn) return { postpone: new Date(now.getTime() + TURN_WAIT_MS) };
      turnTaken = true;
      await registerItems(db, etims, settings!, session, input.lines);
      const sale = saleRequest(input, turn.receiptNumber, now);
      const signed = await etims.client.saveSale(session, sale);
      await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
        await complete(tx);
        await document.record(tx, signedValues(signed, settings!, etims, now));
        await signedInTurn(tx, job.accountId, document.key, turn.receiptNumber);
        await queueSaleStock(tx, job.accountId, sale);
      });
      return { done: true };
    } catch (error) {
      if (turnTaken) {
        const refused = error instanceof EtimsError && error.resultCd !== null;
        await endTurn(db, job.accountId, document, refused || !(error instanceof EtimsError));
      }
      await document.record(db, {
        status: job.attempts >= job.maxAttempts ? 'failed' : 'awaiting',
        error: (error as Error).message.slice(0, 2000),
        updatedAt: now,
      });
      throw error;
    }
  };
}
