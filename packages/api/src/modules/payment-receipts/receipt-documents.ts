import { payLinkUrl, paymentMethodLabel } from '@daftari/contracts';
import { formatDateLong, formatMoney } from '@daftari/format';
import { documentEmail } from '../../adapters/mail/document-email.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { renderReceiptPdf } from '../../adapters/pdf/receipt-pdf.ts';
import type { Db } from '../../db/client.ts';
import { documentBusiness } from '../account/index.ts';
import { findPaymentReceipt, type PaymentReceipt, paymentNotFound, receiptFilename } from './receipt.ts';

/** The receipt's PDF: the business as its documents print it, and the payment. */
async function renderReceipt(db: Db, receipt: PaymentReceipt): Promise<Buffer> {
  return renderReceiptPdf({
    business: await documentBusiness(db, receipt.accountId),
    number: receipt.receiptNumber,
    date: receipt.paidOn,
    receivedFrom: receipt.contact.name,
    amount: receipt.amount,
    currency: receipt.currency,
    method: paymentMethodLabel(receipt),
    reference: receipt.reference,
    invoice: receipt.invoice,
  });
}

/**
 * GET /payments/{id}/receipt (the signed-in business's payment) and GET /public/invoices/{id}/payments/
 * {paymentId}/receipt (a payment of that public invoice): the PDF and its file name; 404 otherwise.
 */
export async function receiptPdf(
  db: Db,
  scope: { accountId: number } | { invoiceId: string },
  paymentId: number,
): Promise<{ filename: string; pdf: Buffer }> {
  const receipt = await findPaymentReceipt(db, scope, paymentId);
  if (!receipt) throw paymentNotFound();
  return { filename: receiptFilename(receipt), pdf: await renderReceipt(db, receipt) };
}

/** The receipt's e-mail to `to`, its PDF attached, with a link back to the invoice's pay page. */
export async function receiptMail(
  db: Db,
  receipt: PaymentReceipt,
  to: string,
  origin: string,
): Promise<MailMessage> {
  const business = await documentBusiness(db, receipt.accountId);
  const mail = documentEmail({
    business,
    subject: `Receipt ${receipt.receiptNumber} from ${business.name}`,
    greeting: receipt.contact.name,
    intro: ['Thank you for your payment. Please find attached receipt ', receipt.receiptNumber, '.'],
    facts: [
      ['Amount received', formatMoney(receipt.amount, receipt.currency)],
      ['Date', formatDateLong(receipt.paidOn, 'en-GB')],
      ['Invoice', receipt.invoice.number],
      ['Balance due', formatMoney(receipt.invoice.balanceAfter, receipt.currency)],
    ],
    button: 'View invoice',
    linkLead: 'View the invoice online',
    link: payLinkUrl(origin, receipt.invoice.id),
  });
  return {
    to,
    replyTo: business.email,
    ...mail,
    attachments: [
      {
        filename: receiptFilename(receipt),
        content: await renderReceipt(db, receipt),
        contentType: 'application/pdf',
      },
    ],
  };
}
