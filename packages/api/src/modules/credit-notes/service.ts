import {
  type CreditNote,
  creditNoteActions,
  type creditNoteCreateRequestSchema,
  type refundCreateRequestSchema,
} from '@daftari/contracts';
import { centsToDecimal, formatMoney, rateText, toCents, toRateMicros } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { creditNoteItems, creditNotes, refunds } from '../../db/schema.ts';
import { lockingDocument } from '../../db/write-order.ts';
import { invalidField } from '../../http/errors.ts';
import { queueEtimsCreditNote } from '../etims/index.ts';
import { resolveRate } from '../exchange-rates/index.ts';
import { actionsOf, invoiceTransaction, lockInvoice } from '../invoices/index.ts';
import { postCreditNote, postRefund } from '../ledger/index.ts';
import {
  accountScope,
  allocateNumber,
  assertIncomeAccount,
  lineValues,
  recomputeInvoice,
} from '../sales-documents/index.ts';
import { creditNoteNotFound, getCreditNote } from './queries.ts';

export type CreditNoteCreate = z.output<typeof creditNoteCreateRequestSchema>['credit_note'];
export type RefundCreate = z.output<typeof refundCreateRequestSchema>['refund'];

const NOT_CREDITABLE = {
  draft: 'A draft invoice cannot be credited: change or delete it instead.',
  void: 'This invoice is void; it cannot be credited.',
} as const;

/**
 * A balance brought forward was a sale of the previous tool's books: crediting it here would take the credit
 * off Daftari's sales. Voiding it (while unpaid) reverses its opening entry instead.
 */
const OPENING_NOT_CREDITABLE =
  'This invoice is a balance brought forward from your previous tool; it cannot be credited in Daftari. Void it if it is not owed.';

/**
 * A credit note is in its invoice's currency at its invoice's rate (so applying it takes off the receivable
 * exactly what the invoice put there): another currency or rate given is refused.
 */
function assertInvoiceCurrency(
  invoice: { currency: string; exchangeRate: string },
  input: Pick<CreditNoteCreate, 'currency' | 'exchange_rate'>,
): void {
  if (input.currency !== undefined && input.currency !== invoice.currency) {
    throw invalidField(
      'currency',
      `A credit note is in its invoice's currency, ${invoice.currency}, not ${input.currency}`,
    );
  }
  if (
    input.exchange_rate !== undefined &&
    toRateMicros(input.exchange_rate) !== toRateMicros(invoice.exchangeRate)
  ) {
    throw invalidField(
      'exchange_rate',
      `A credit note takes its invoice's rate, ${rateText(toRateMicros(invoice.exchangeRate))}`,
    );
  }
}

/**
 * POST /credit_notes: a credit note on a sent or paid invoice, applied to it at once, in one transaction
 * that holds the invoice's row lock (so two credit notes of one invoice take turns and each sees the other):
 * the credit notes of an invoice never total more than the invoice; `applied_amount` is the least of the
 * credit's total and the invoice's balance, the rest a credit the customer holds until refunded. The
 * invoice's credited amount, balance and status (paid when nothing is left to pay) are recomputed, and the
 * credit note posted (422 on or before the lock date); on an eTIMS account it is queued for KRA (receipt
 * type R). It is in its invoice's currency and rate (assertInvoiceCurrency). An unknown invoice, or another
 * account's: 404.
 */
export async function createCreditNote(
  db: Db,
  accountId: number,
  input: CreditNoteCreate,
): Promise<CreditNote> {
  const lines = input.items.map((item, index) => lineValues(item, `items.${index}.total`));
  const id = await invoiceTransaction(db, async (tx) => {
    const invoice = await lockInvoice(tx, accountId, input.invoice_id.toLowerCase());
    if (!actionsOf(invoice).creditNote) {
      throw invalidField(
        'invoice_id',
        invoice.status === 'draft' || invoice.status === 'void'
          ? NOT_CREDITABLE[invoice.status]
          : OPENING_NOT_CREDITABLE,
      );
    }
    assertInvoiceCurrency(invoice, input);
    if (input.issue_date < invoice.issueDate) {
      throw invalidField('issue_date', "Issue date cannot be before the invoice's issue date");
    }
    for (const [index, line] of lines.entries()) {
      await assertIncomeAccount(tx, accountId, line.ledgerAccountId, `items.${index}.ledger_account_id`);
    }
    const sum = (key: 'subtotal' | 'discountAmount' | 'taxAmount' | 'total') =>
      lines.reduce((cents, line) => cents + toCents(line[key]), 0n);
    const total = sum('total');
    if (total <= 0n) throw invalidField('items', "A credit note's total must be more than 0");
    const [credited] = await tx
      .select({ total: sql<string>`coalesce(sum(${creditNotes.total}), 0)::text` })
      .from(creditNotes)
      .where(and(eq(creditNotes.invoiceId, invoice.id), eq(creditNotes.accountId, accountId)));
    const creditedBefore = toCents(credited?.total ?? '0');
    if (creditedBefore + total > toCents(invoice.total)) {
      const money = (cents: bigint) => formatMoney(centsToDecimal(cents), invoice.currency);
      throw invalidField(
        'items',
        `The credit notes of this invoice would total ${money(creditedBefore + total)}, more than the invoice total of ${money(toCents(invoice.total))}`,
      );
    }
    const balance = toCents(invoice.balance);
    const applied = total < balance ? total : balance > 0n ? balance : 0n;
    const number = await allocateNumber(tx, accountId, await accountScope(tx, accountId, 'credit_note'));
    const [row] = await tx
      .insert(creditNotes)
      .values({
        accountId,
        invoiceId: invoice.id,
        contactId: invoice.contactId,
        creditNoteNumber: number.number,
        sequenceValue: number.value,
        issueDate: input.issue_date,
        reason: input.reason,
        currency: invoice.currency,
        exchangeRate: invoice.exchangeRate,
        subtotal: centsToDecimal(sum('subtotal')),
        discountTotal: centsToDecimal(sum('discountAmount')),
        taxTotal: centsToDecimal(sum('taxAmount')),
        total: centsToDecimal(total),
        appliedAmount: centsToDecimal(applied),
      })
      .returning({ id: creditNotes.id });
    const creditNoteId = row!.id;
    await tx
      .insert(creditNoteItems)
      .values(lines.map((line, index) => ({ ...line, accountId, creditNoteId, position: index + 1 })));
    await recomputeInvoice(tx, accountId, invoice.id);
    await postCreditNote(tx, accountId, creditNoteId);
    await queueEtimsCreditNote(tx, accountId, {
      id: creditNoteId,
      number: number.number,
      invoiceId: invoice.id,
      kraReason: input.kra_reason,
    });
    return creditNoteId;
  });
  return getCreditNote(db, accountId, id);
}

/**
 * POST /credit_notes/{id}/refunds: money paid back out of the credit note's refundable amount (at most what
 * is left of it), posted Dr 2200 / Cr the method's account in the same transaction, which holds the credit
 * note's row lock so concurrent refunds take turns. One of a credit note in another currency takes its own
 * rate (given, else the rate table's for its date, else the credit note's): the difference to 4950 or 6950.
 */
export async function recordRefund(
  db: Db,
  accountId: number,
  creditNoteId: number,
  input: RefundCreate,
): Promise<CreditNote> {
  await invoiceTransaction(db, async (tx) => {
    lockingDocument(tx, `credit_note:${creditNoteId}`);
    const [note] = await tx
      .select({
        issueDate: creditNotes.issueDate,
        currency: creditNotes.currency,
        exchangeRate: creditNotes.exchangeRate,
        refundable: sql<string>`(${creditNotes.total} - ${creditNotes.appliedAmount})::text`,
        refunded: sql<string>`${creditNotes.refundedAmount}::text`,
      })
      .from(creditNotes)
      .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.accountId, accountId)))
      .for('update');
    if (!note) throw creditNoteNotFound();
    const allowed = creditNoteActions({
      refundable_amount: Number(note.refundable),
      refunded_amount: Number(note.refunded),
    });
    if (!allowed.refund) {
      throw invalidField('amount', 'Nothing is left to refund on this credit note.');
    }
    const amount = toCents(input.amount);
    const left = toCents(note.refundable) - toCents(note.refunded);
    if (amount > left) {
      throw invalidField(
        'amount',
        `Refund of ${formatMoney(input.amount, note.currency)} is more than the ${formatMoney(centsToDecimal(left), note.currency)} left to refund`,
      );
    }
    if (input.paid_on < note.issueDate) {
      throw invalidField('paid_on', "Refund date cannot be before the credit note's issue date");
    }
    const { exchangeRate } = await resolveRate(tx, accountId, {
      currency: note.currency,
      exchangeRate: input.exchange_rate,
      date: input.paid_on,
      fallback: note.exchangeRate,
    });
    const [row] = await tx
      .insert(refunds)
      .values({
        accountId,
        creditNoteId,
        amount: centsToDecimal(amount),
        paidOn: input.paid_on,
        method: input.method,
        reference: input.reference ?? null,
        exchangeRate,
      })
      .returning({ id: refunds.id });
    await tx
      .update(creditNotes)
      .set({ refundedAmount: sql`${creditNotes.refundedAmount} + ${centsToDecimal(amount)}` })
      .where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.accountId, accountId)));
    await postRefund(tx, accountId, row!.id);
  });
  return getCreditNote(db, accountId, creditNoteId);
}
