import { toCents, toRateMicros } from '@daftari/format';
import { and, asc, desc, eq } from 'drizzle-orm';
import { PAYMENT_TYPES, type PaymentType, taxTypeOf } from '../../adapters/etims/wire.ts';
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
import type { SaleInput, SaleLine } from './sale.ts';
import { currencyRemark, linesInBooks } from './sale-currency.ts';

/**
 * Each line with the price-list item it is sold as: only at that item's tax type (KRA's item record carries
 * it), else as the general service of the line's type.
 */
const soldAs = <Line extends { taxRate: string; taxCategory: string | null }>(
  rows: { line: Line; listed: ListedItem | null }[],
) =>
  rows.map(({ line, listed }) => {
    const sameType =
      listed !== null &&
      taxTypeOf(listed.taxRate, listed.taxCategory) === taxTypeOf(line.taxRate, line.taxCategory);
    return { ...line, listed: sameType ? listed : null };
  });

/**
 * A document's lines and remark as KRA is told them: as they are in the books' currency; in another, in the
 * books' currency at the document's rate, its own currency, total and rate in the remark.
 */
function inBooksCurrency(
  lines: SaleLine[],
  document: { currency: string; exchangeRate: string; total: string; booksCurrency: string },
): { lines: SaleLine[]; remark?: string } {
  if (document.currency === document.booksCurrency) return { lines };
  const rate = {
    currency: document.currency,
    rateMicros: toRateMicros(document.exchangeRate),
    booksCurrency: document.booksCurrency,
  };
  return { lines: linesInBooks(lines, rate), remark: currencyRemark(rate, toCents(document.total)) };
}

/** `pmtTyCd` of a way the invoice was paid: its method, and for Paystack the channel Paystack reported. */
const PAYMENT_TYPE_OF_METHOD: Record<string, PaymentType> = {
  cash: PAYMENT_TYPES.cash,
  mpesa: PAYMENT_TYPES.mobileMoney,
  bank_transfer: PAYMENT_TYPES.bankCheque,
  other: PAYMENT_TYPES.other,
};
const PAYMENT_TYPE_OF_PAYSTACK_CHANNEL: Record<string, PaymentType> = {
  card: PAYMENT_TYPES.card,
  apple_pay: PAYMENT_TYPES.card,
  mobile_money: PAYMENT_TYPES.mobileMoney,
  mpesa: PAYMENT_TYPES.mobileMoney,
  bank: PAYMENT_TYPES.bankCheque,
  bank_transfer: PAYMENT_TYPES.bankCheque,
  eft: PAYMENT_TYPES.bankCheque,
};

/** The `pmtTyCd` of a payment (unknown: 07 other). */
export function paymentTypeOf(payment: { method: string; channel: string | null }): PaymentType {
  const byChannel =
    payment.method === 'paystack' ? PAYMENT_TYPE_OF_PAYSTACK_CHANNEL[payment.channel ?? ''] : undefined;
  return byChannel ?? PAYMENT_TYPE_OF_METHOD[payment.method] ?? PAYMENT_TYPES.other;
}

/** What an invoice's sale is built from, read at signing time. */
export async function invoiceSaleInput(db: Db, accountId: number, invoiceId: string): Promise<SaleInput> {
  const [invoice] = await db
    .select({
      number: invoices.invoiceNumber,
      issueDate: invoices.issueDate,
      currency: invoices.currency,
      exchangeRate: invoices.exchangeRate,
      total: invoices.total,
      booksCurrency: accounts.currency,
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
    .select({ method: payments.method, channel: payments.channel })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.accountId, accountId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return {
    invoiceNumber: invoice.number,
    issueDate: invoice.issueDate,
    business: {
      name: invoice.business,
      address: [invoice.addressLine1, invoice.city].filter(Boolean).join(', '),
      timeZone: invoice.timeZone,
    },
    buyer: { name: invoice.company ?? invoice.buyer, kraPin: invoice.kraPin, phone: invoice.phone },
    paymentType: payment ? paymentTypeOf(payment) : PAYMENT_TYPES.credit,
    ...inBooksCurrency(soldAs(lines), invoice),
  };
}

/**
 * What a credit note's receipt (type R) is built from: its invoice's buyer, business and payment type (KRA
 * matches the credit note's buyer against the original's), its own number, date and lines, the original's
 * receipt number and the reason code.
 */
export async function creditNoteSaleInput(
  db: Db,
  accountId: number,
  credit: { id: number; reasonCode: string },
  original: { invoiceId: string; receiptNumber: number },
): Promise<SaleInput> {
  const [note] = await db
    .select({
      number: creditNotes.creditNoteNumber,
      issueDate: creditNotes.issueDate,
      currency: creditNotes.currency,
      exchangeRate: creditNotes.exchangeRate,
      total: creditNotes.total,
      booksCurrency: accounts.currency,
    })
    .from(creditNotes)
    .innerJoin(accounts, eq(accounts.id, creditNotes.accountId))
    .where(and(eq(creditNotes.id, credit.id), eq(creditNotes.accountId, accountId)));
  if (!note) throw new Error(`Credit note ${credit.id} no longer exists.`);
  const lines = await db
    .select({ line: creditNoteItems, listed: listedItemColumns })
    .from(creditNoteItems)
    .leftJoin(priceListItems, listedItemOf(creditNoteItems))
    .where(and(eq(creditNoteItems.creditNoteId, credit.id), eq(creditNoteItems.accountId, accountId)))
    .orderBy(asc(creditNoteItems.position), asc(creditNoteItems.id));
  const { remark: _, ...sale } = await invoiceSaleInput(db, accountId, original.invoiceId);
  return {
    ...sale,
    invoiceNumber: note.number,
    issueDate: note.issueDate,
    ...inBooksCurrency(soldAs(lines), note),
    refund: { originalReceiptNumber: original.receiptNumber, reasonCode: credit.reasonCode },
  };
}
