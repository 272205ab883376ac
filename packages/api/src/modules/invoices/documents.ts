import { documentFileName, type EmailInvoiceResult, type Invoice, payLinkUrl } from '@daftari/contracts';
import { formatDateLong, formatMoney } from '@daftari/format';
import type { FastifyBaseLogger } from 'fastify';
import { documentEmail } from '../../adapters/mail/document-email.ts';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer.ts';
import { type InvoiceBusiness, renderInvoicePdf } from '../../adapters/pdf/invoice-pdf.ts';
import { clockNow } from '../../clock.ts';
import { businessToday } from '../../db/business-today.ts';
import type { Db } from '../../db/client.ts';
import { sendDocumentEmail } from '../../http/document-mail.ts';
import { documentBusiness } from '../account/index.ts';
import { recordInvoiceEvent } from '../activity/index.ts';
import { assertOpenPeriod } from '../ledger/index.ts';
import { invoiceIsVoid } from '../sales-documents/index.ts';
import { getInvoice } from './queries.ts';
import { markSent } from './service.ts';
import { statusLabel } from './summary.ts';

export const pdfFilename = (invoice: Pick<Invoice, 'invoice_number' | 'contact'>) =>
  documentFileName(invoice.invoice_number, invoice.contact);

/** GET /invoices/{id}/pdf: the invoice as a PDF (rendered outside any transaction). */
export async function invoicePdf(
  db: Db,
  accountId: number,
  id: string,
  origin: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const [invoice, business] = await Promise.all([
    getInvoice(db, accountId, id),
    documentBusiness(db, accountId),
  ]);
  const pdf = await renderInvoicePdf({ business, invoice, payLink: payLinkUrl(origin, invoice.id) });
  return { filename: pdfFilename(invoice), pdf };
}

/**
 * Subject, plain text and HTML of the invoice e-mail; a payment reminder (`reminder`: its opening sentence)
 * says so in its subject and first paragraph.
 */
export function invoiceEmail(
  invoice: Invoice,
  business: InvoiceBusiness,
  payLink: string,
  reminder?: string,
) {
  const title = `Invoice ${invoice.invoice_number} from ${business.name}`;
  return documentEmail({
    business,
    subject: reminder ? `Reminder: ${title}` : title,
    greeting: invoice.contact.full_name ?? invoice.contact.company_name ?? null,
    intro: reminder
      ? [reminder, '', '']
      : ['Please find attached invoice ', invoice.invoice_number, ` from ${business.name}.`],
    facts: [
      ['Amount due', formatMoney(invoice.balance, invoice.currency)],
      ['Due date', formatDateLong(invoice.due_date, 'en-GB')],
    ],
    button: 'View and pay invoice',
    linkLead: 'View and pay it online',
    link: payLink,
  });
}

/** The e-mail of an invoice (or a reminder of it) with its PDF attached, for `to`; rendered outside any transaction. */
export async function invoiceMail(
  db: Db,
  accountId: number,
  invoice: Invoice,
  to: string,
  origin: string,
  reminder?: string,
): Promise<MailMessage> {
  const business = await documentBusiness(db, accountId);
  const payLink = payLinkUrl(origin, invoice.id);
  const pdf = await renderInvoicePdf({ business, invoice, payLink });
  return {
    to,
    replyTo: business.email,
    ...invoiceEmail(invoice, business, payLink, reminder),
    attachments: [{ filename: pdfFilename(invoice), content: pdf, contentType: 'application/pdf' }],
  };
}

/**
 * POST /invoices/{id}/email_invoice: renders the PDF and sends the e-mail (both outside any transaction:
 * PGlite has one connection), then marks a draft sent (and posts it). The attached PDF already shows it as sent.
 */
export async function emailInvoice(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; now: () => Date },
  accountId: number,
  id: string,
  to: string,
  origin: string,
): Promise<EmailInvoiceResult> {
  const { db, mailer, log } = deps;
  const [invoice, business] = await Promise.all([
    getInvoice(db, accountId, id),
    documentBusiness(db, accountId),
  ]);
  if (invoice.status === 'void') throw invoiceIsVoid();
  // Sending a draft posts it: a draft dated in a locked period is refused before any e-mail goes out.
  if (invoice.status === 'draft') await assertOpenPeriod(db, accountId, invoice.issue_date);
  const asSent: Invoice =
    invoice.status === 'draft'
      ? {
          ...invoice,
          status: 'sent',
          status_label: statusLabel('sent', invoice.due_date, await businessToday(db, accountId, clockNow())),
        }
      : invoice;
  const payLink = payLinkUrl(origin, invoice.id);
  const pdf = await renderInvoicePdf({ business, invoice: asSent, payLink });
  const { subject, text, html } = invoiceEmail(asSent, business, payLink);
  const delivery = await sendDocumentEmail(
    { mailer, log },
    accountId,
    { to, replyTo: business.email, subject, text, html },
    { filename: pdfFilename(invoice), content: pdf },
    { invoiceId: id },
  );
  // The owner's e-mail starts the quiet time of payment reminders (none within 24 hours after it).
  await recordInvoiceEvent(db, {
    accountId,
    invoiceId: id,
    kind: 'emailed',
    detail: `To ${to}`,
    at: deps.now(),
  });
  if (invoice.status === 'draft') await markSent(db, accountId, id);
  return { sent_to: to, delivery, invoice: await getInvoice(db, accountId, id) };
}
