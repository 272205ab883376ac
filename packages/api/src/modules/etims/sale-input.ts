import { and, asc, desc, eq } from 'drizzle-orm';
import { PAYMENT_TYPES, type PaymentType } from '../../adapters/etims/wire.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  contacts,
  creditNoteItems,
  creditNotes,
  invoiceItems,
  invoices,
  payments,
  priceListItems,
} from '../../db/schema.ts';
import { type ListedItem, listedItemColumns, listedItemOf } from './items.ts';
import type { SaleInput } from './sale.ts';

/** Each line with the price-list item it is sold as. */
const soldAs = <Line>(rows: { line: Line; listed: ListedItem | null }[]) =>
  rows.map(({ line, listed }) => ({ ...line, listed }));

/** `pmtTyCd` from how the invoice was paid (its latest payment); unpaid: credit. */
const PAYMENT_TYPE_OF_METHOD: Record<string, PaymentType> = {
  cash: PAYMENT_TYPES.cash,
  mpesa: PAYMENT_TYPES.mobileMoney,
  paystack: PAYMENT_TYPES.card,
  bank_transfer: PAYMENT_TYPES.bankCheque,
  other: PAYMENT_TYPES.other,
};

/** What an invoice's sale is built from, read at signing time. */
export async function invoiceSaleInput(
  db: Db,
  accountId: number,
  invoiceId: string,
  receiptNumber: number,
  at: Date,
): Promise<SaleInput> {
  const [invoice] = await db
    .select({
      number: invoices.invoiceNumber,
      business: accounts.name,
      timeZone: accounts.timeZone,
      addressLine1: accounts.addressLine1,
      city: accounts.city,
      buyer: contacts.fullName,
      company: contacts.companyName,
      kraPin: contacts.kraPin,
      phone: contacts.phone,
    })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .innerJoin(contacts, eq(contacts.id, invoices.contactId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)));
  if (!invoice) throw new Error(`Invoice ${invoiceId} no longer exists.`);
  const lines = await db
    .select({ line: invoiceItems, listed: listedItemColumns })
    .from(invoiceItems)
    .leftJoin(priceListItems, listedItemOf(invoiceItems))
    .where(and(eq(invoiceItems.invoiceId, invoiceId), eq(invoiceItems.accountId, accountId)))
    .orderBy(asc(invoiceItems.position));
  if (lines.length === 0) throw new Error(`Invoice ${invoice.number} has no lines to send to KRA.`);
  const [payment] = await db
    .select({ method: payments.method })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.accountId, accountId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return {
    receiptNumber,
    invoiceNumber: invoice.number,
    business: {
      name: invoice.business,
      address: [invoice.addressLine1, invoice.city].filter(Boolean).join(', '),
      timeZone: invoice.timeZone,
    },
    buyer: { name: invoice.company ?? invoice.buyer, kraPin: invoice.kraPin, phone: invoice.phone },
    paymentType: payment
      ? (PAYMENT_TYPE_OF_METHOD[payment.method] ?? PAYMENT_TYPES.other)
      : PAYMENT_TYPES.credit,
    lines: soldAs(lines),
    at,
  };
}

/**
 * What a credit note's receipt (type R) is built from: its invoice's buyer, business and payment type (KRA
 * matches the credit note's buyer against the original's), its own number and lines, the original's receipt
 * number and the reason code.
 */
export async function creditNoteSaleInput(
  db: Db,
  accountId: number,
  credit: { id: number; receiptNumber: number; reasonCode: string },
  original: { invoiceId: string; receiptNumber: number },
  at: Date,
): Promise<SaleInput> {
  const [note] = await db
    .select({ number: creditNotes.creditNoteNumber })
    .from(creditNotes)
    .where(and(eq(creditNotes.id, credit.id), eq(creditNotes.accountId, accountId)));
  if (!note) throw new Error(`Credit note ${credit.id} no longer exists.`);
  const lines = await db
    .select({ line: creditNoteItems, listed: listedItemColumns })
    .from(creditNoteItems)
    .leftJoin(priceListItems, listedItemOf(creditNoteItems))
    .where(and(eq(creditNoteItems.creditNoteId, credit.id), eq(creditNoteItems.accountId, accountId)))
    .orderBy(asc(creditNoteItems.position), asc(creditNoteItems.id));
  const sale = await invoiceSaleInput(db, accountId, original.invoiceId, credit.receiptNumber, at);
  return {
    ...sale,
    invoiceNumber: note.number,
    lines: soldAs(lines),
    refund: { originalReceiptNumber: original.receiptNumber, reasonCode: credit.reasonCode },
  };
}
