import type { Payment } from '@daftari/contracts';
import { centsToDecimal, toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { accounts, invoices, payments } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { lockingDocument } from '../../db/write-order.ts';
import { postNewPayments } from '../ledger/index.ts';
import { allocateReceiptNumbers, recomputeInvoices } from '../sales-documents/index.ts';
import { applyPayment } from './payments.ts';
import { actionsOf, type LockedInvoice } from './writes.ts';

/** One payment of a batch, as applyPayment takes it (in cents). */
export interface BatchPayment {
  invoiceId: string;
  cents: bigint;
  paidOn: string;
  method: Payment['method'];
  reference: string | null;
  /** A further part of one receipt split across invoices: its reference is checked on its invoice only. */
  part: boolean;
}

/** Payments inserted per statement. */
const CHUNK = 1_000;

type InvoiceState = Pick<
  LockedInvoice,
  'status' | 'paidAmount' | 'creditedAmount' | 'openingBalanceOn' | 'contactId'
> & { balanceCents: bigint; invoiceNumber: string; foreign: boolean };

async function invoicesOf(tx: Tx, accountId: number, ids: string[]): Promise<Map<string, InvoiceState>> {
  const rows = rowsOf<InvoiceState & { id: string; balance: string; contactId: number }>(
    await tx.execute(sql`
      select id, status, paid_amount::text as "paidAmount", credited_amount::text as "creditedAmount",
        opening_balance_on::text as "openingBalanceOn", contact_id as "contactId", balance::text as balance,
        invoice_number as "invoiceNumber",
        currency <> (select a.currency from ${accounts} a where a.id = ${accountId}) as foreign
      from ${invoices} where account_id = ${accountId} and id = any(${`{${ids.join(',')}}`}::uuid[])`),
  );
  return new Map(rows.map((row) => [row.id, { ...row, balanceCents: toCents(row.balance) }]));
}

/** The references the account's payments have: on any invoice, and `invoiceId:reference`. */
async function referencesOf(tx: Tx, accountId: number, batch: BatchPayment[]) {
  const wanted = [...new Set(batch.flatMap((payment) => (payment.reference ? [payment.reference] : [])))];
  const rows =
    wanted.length === 0
      ? []
      : rowsOf<{ reference: string; invoice_id: string }>(
          await tx.execute(sql`
            select reference, invoice_id from ${payments}
            where account_id = ${accountId}
              and reference in (select jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))`),
        );
  return {
    any: new Set(rows.map((row) => row.reference)),
    onInvoice: new Set(rows.map((row) => `${row.invoice_id}:${row.reference}`)),
  };
}

/**
 * Whether applyPayment would take every payment in turn: each invoice sent and payable, no payment above
 * what is left on it, no reference used before (by the account, or on the invoice for a further part).
 * Walks the batch as those calls would change the invoices.
 */
function allPass(
  batch: BatchPayment[],
  states: Map<string, InvoiceState>,
  used: { any: Set<string>; onInvoice: Set<string> },
) {
  for (const payment of batch) {
    const state = states.get(payment.invoiceId);
    if (state?.status !== 'sent') return false;
    if (!actionsOf(state).pay || payment.cents > state.balanceCents) return false;
    if (payment.reference) {
      const onInvoice = `${payment.invoiceId}:${payment.reference}`;
      if (payment.part ? used.onInvoice.has(onInvoice) : used.any.has(payment.reference)) return false;
      used.any.add(payment.reference);
      used.onInvoice.add(onInvoice);
    }
    const paid = toCents(state.paidAmount) + payment.cents;
    state.paidAmount = centsToDecimal(paid);
    state.balanceCents -= payment.cents;
    if (state.balanceCents <= 0n) state.status = 'paid';
  }
  return true;
}

async function oneByOne(tx: Tx, accountId: number, batch: BatchPayment[]): Promise<number[]> {
  const ids: number[] = [];
  for (const payment of batch) {
    ids.push(
      await applyPayment(tx, accountId, payment.invoiceId, {
        amount: centsToDecimal(payment.cents),
        paidOn: payment.paidOn,
        method: payment.method,
        reference: payment.reference,
        part: payment.part,
      }),
    );
  }
  return ids;
}

/**
 * Records many payments of sent invoices at once, as applyPayment on each in turn would: the same payments
 * (ids and receipt numbers in order), entries (see postNewPayments) and recomputed invoices. The caller holds the invoices and
 * their contacts' totals already (lockInvoices). Answers the payments' ids, or null, with nothing written,
 * when one of them would not pass applyPayment's checks: the caller then records them one by one, and
 * applyPayment answers why. A batch with an invoice in another currency is recorded by applyPayment in turn:
 * each payment then takes the rate of its day and clears the share of 1200 it settles in the currency.
 */
export async function applyPayments(
  tx: Tx,
  accountId: number,
  batch: BatchPayment[],
): Promise<number[] | null> {
  if (batch.length === 0) return [];
  const invoiceIds = [...new Set(batch.map((payment) => payment.invoiceId))];
  for (const id of [...invoiceIds].sort()) lockingDocument(tx, `invoice:${id}`);
  const states = await invoicesOf(tx, accountId, invoiceIds);
  if (!allPass(batch, states, await referencesOf(tx, accountId, batch))) return null;
  if ([...states.values()].some((state) => state.foreign)) return oneByOne(tx, accountId, batch);
  const receiptNumbers = await allocateReceiptNumbers(tx, accountId, batch.length);
  const ids: number[] = [];
  for (let start = 0; start < batch.length; start += CHUNK) {
    const rows = batch.slice(start, start + CHUNK).map((payment, i) => ({
      i,
      invoice_id: payment.invoiceId,
      amount: centsToDecimal(payment.cents),
      paid_on: payment.paidOn,
      method: payment.method,
      reference: payment.reference,
      receipt_number: receiptNumbers[start + i],
    }));
    const inserted = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into ${payments} (account_id, invoice_id, amount, paid_on, method, reference, channel,
                                 receipt_number)
        select ${accountId}, p.invoice_id, p.amount, p.paid_on, p.method, p.reference, null, p.receipt_number
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as p (i integer, invoice_id uuid, amount numeric, paid_on date, method text, reference text,
                receipt_number text)
        order by p.i
        returning id`),
    );
    // A serial taken row by row: ascending is the order the rows were given in.
    ids.push(...inserted.map((row) => Number(row.id)).sort((a, b) => a - b));
  }
  await postNewPayments(
    tx,
    accountId,
    batch.map((payment, index) => {
      const invoice = states.get(payment.invoiceId)!;
      return {
        id: ids[index]!,
        amount: centsToDecimal(payment.cents),
        paidOn: payment.paidOn,
        method: payment.method,
        reference: payment.reference,
        contactId: invoice.contactId,
        invoiceNumber: invoice.invoiceNumber,
        channel: null,
      };
    }),
  );
  await recomputeInvoices(tx, accountId, invoiceIds);
  return ids;
}
