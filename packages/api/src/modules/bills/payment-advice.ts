import { contactLabel, paymentAdviceFileName, paymentMethodLabel } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import { renderReceiptPdf } from '../../adapters/pdf/receipt-pdf.ts';
import type { Db } from '../../db/client.ts';
import { billPayments, bills, contacts } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { documentBusiness } from '../account/index.ts';

export const billPaymentNotFound = () => new HttpError(404, 'Bill payment not found');

/**
 * GET /bill_payments/{id}/receipt: the payment advice of a payment of the business's bill (the PDF it sends
 * the supplier: the business, the bill paid, the amount, date, method and reference, and what the bill still
 * owes after it) and its file name; another business's payment or an unknown one: 404.
 */
export async function billPaymentAdvice(
  db: Db,
  accountId: number,
  paymentId: number,
): Promise<{ filename: string; pdf: Buffer }> {
  const [row] = await db
    .select({
      paidOn: billPayments.paidOn,
      amount: billPayments.amount,
      method: billPayments.method,
      reference: billPayments.reference,
      billNumber: bills.billNumber,
      currency: bills.currency,
      total: bills.total,
      balanceAfter: sql<string>`(${bills.total} - (select sum(p.amount) from bill_payments p
        where p.bill_id = ${bills.id} and p.account_id = ${bills.accountId} and p.id <= ${billPayments.id}))::text`,
      fullName: contacts.fullName,
      companyName: contacts.companyName,
      email: contacts.email,
    })
    .from(billPayments)
    .innerJoin(bills, and(eq(bills.id, billPayments.billId), eq(bills.accountId, billPayments.accountId)))
    .innerJoin(contacts, and(eq(contacts.id, bills.contactId), eq(contacts.accountId, bills.accountId)))
    .where(and(eq(billPayments.id, paymentId), eq(billPayments.accountId, accountId)))
    .limit(1);
  if (!row) throw billPaymentNotFound();
  const supplier = { full_name: row.fullName, company_name: row.companyName, email: row.email };
  const pdf = await renderReceiptPdf({
    kind: 'advice',
    business: await documentBusiness(db, accountId),
    number: null,
    date: row.paidOn,
    receivedFrom: contactLabel(supplier),
    amount: centsToNumber(toCents(row.amount)),
    currency: row.currency,
    method: paymentMethodLabel(row),
    reference: row.reference,
    invoice: {
      number: row.billNumber,
      total: centsToNumber(toCents(row.total)),
      balanceAfter: centsToNumber(toCents(row.balanceAfter)),
    },
  });
  return { filename: paymentAdviceFileName(row.billNumber, supplier), pdf };
}
