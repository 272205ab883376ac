import { contactLabel, receiptFileName } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { contacts, invoices, payments } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';

export const paymentNotFound = () => new HttpError(404, 'Payment not found');

/** What a receipt prints of a payment: who paid, how much, how, and the invoice it paid with what is left. */
export interface PaymentReceipt {
  id: number;
  accountId: number;
  receiptNumber: string;
  paidOn: string;
  amount: number;
  currency: string;
  method: string;
  channel: string | null;
  reference: string | null;
  contact: { name: string; email: string | null };
  invoice: { id: string; number: string; total: number; balanceAfter: number };
}

/**
 * The payment whose receipt is asked for: of the signed-in business (`accountId`), or of the public invoice
 * whose link asks (`invoiceId`: a sent or paid invoice only). Anything else (another business's payment, an
 * unknown id, another invoice's payment): undefined alike. `balanceAfter`: what the invoice still owed once
 * this payment and those recorded before it were taken off (credits included).
 */
export async function findPaymentReceipt(
  db: Executor,
  scope: { accountId: number } | { invoiceId: string },
  paymentId: number,
): Promise<PaymentReceipt | undefined> {
  const owner: SQL | undefined =
    'accountId' in scope
      ? eq(payments.accountId, scope.accountId)
      : and(eq(payments.invoiceId, scope.invoiceId), sql`${invoices.status} <> 'draft'`);
  const [row] = await db
    .select({
      id: payments.id,
      accountId: payments.accountId,
      paidOn: payments.paidOn,
      amount: payments.amount,
      method: payments.method,
      channel: payments.channel,
      reference: payments.reference,
      receiptNumber: payments.receiptNumber,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      currency: invoices.currency,
      total: invoices.total,
      balanceAfter: sql<string>`(${invoices.total} - ${invoices.creditedAmount} - (select sum(p.amount)
        from payments p where p.invoice_id = ${invoices.id} and p.id <= ${payments.id}))::text`,
      fullName: contacts.fullName,
      companyName: contacts.companyName,
      email: contacts.email,
    })
    .from(payments)
    .innerJoin(invoices, and(eq(invoices.id, payments.invoiceId), eq(invoices.accountId, payments.accountId)))
    .innerJoin(contacts, and(eq(contacts.id, invoices.contactId), eq(contacts.accountId, invoices.accountId)))
    .where(and(eq(payments.id, paymentId), owner))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    accountId: row.accountId,
    receiptNumber: row.receiptNumber,
    paidOn: row.paidOn,
    amount: centsToNumber(toCents(row.amount)),
    currency: row.currency,
    method: row.method,
    channel: row.channel,
    reference: row.reference,
    contact: {
      name: contactLabel({ full_name: row.fullName, company_name: row.companyName, email: row.email }),
      email: row.email,
    },
    invoice: {
      id: row.invoiceId,
      number: row.invoiceNumber,
      total: centsToNumber(toCents(row.total)),
      balanceAfter: centsToNumber(toCents(row.balanceAfter)),
    },
  };
}

/** `RCT-0007 Achieng Fresh Juices.pdf`, named as the owner's and the customer's downloads are. */
export const receiptFilename = (receipt: PaymentReceipt) =>
  receiptFileName(receipt.receiptNumber, { full_name: receipt.contact.name });
