import { type EmailInvoiceResult, type Invoice, payLinkUrl } from '@daftari/contracts';
import { formatDateLong, formatMoney } from '@daftari/format';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer.ts';
import { type InvoiceBusiness, renderInvoicePdf } from '../../adapters/pdf/invoice-pdf.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, loggableError } from '../../http/errors.ts';
import { accountRow, businessDetails } from '../account/service.ts';
import { recordInvoiceEvent } from '../activity/events.ts';
import { assertOpenPeriod } from '../ledger/posting.ts';
import { invoiceIsVoid } from './errors.ts';
import { getInvoice } from './queries.ts';
import { markSent } from './service.ts';
import { statusLabel } from './summary.ts';

export const pdfFilename = (invoice: Pick<Invoice, 'invoice_number'>) =>
  `invoice-${invoice.invoice_number}.pdf`;

export async function businessOf(db: Db, accountId: number): Promise<InvoiceBusiness> {
  const row = await accountRow(db, accountId);
  return { name: row.name, ...businessDetails(row) };
}

/** GET /invoices/{id}/pdf: the invoice as a PDF (rendered outside any transaction). */
export async function invoicePdf(
  db: Db,
  accountId: number,
  id: string,
  origin: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const [invoice, business] = await Promise.all([getInvoice(db, accountId, id), businessOf(db, accountId)]);
  const pdf = await renderInvoicePdf({ business, invoice, payLink: payLinkUrl(origin, invoice.id) });
  return { filename: pdfFilename(invoice), pdf };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

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
  const subject = reminder ? `Reminder: ${title}` : title;
  const contact = invoice.contact;
  const greeting = contact.full_name ?? contact.company_name ?? null;
  const amountDue = formatMoney(invoice.balance, invoice.currency);
  const dueDate = formatDateLong(invoice.due_date, 'en-GB');
  const text = [
    greeting ? `Hello ${greeting},` : 'Hello,',
    '',
    reminder ?? `Please find attached invoice ${invoice.invoice_number} from ${business.name}.`,
    '',
    `Amount due: ${amountDue}`,
    `Due date: ${dueDate}`,
    '',
    `View and pay it online: ${payLink}`,
    '',
    'Thank you for your business.',
    business.name,
    ...(business.email ? [business.email] : []),
    ...(business.phone ? [business.phone] : []),
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px">${e(greeting ? `Hello ${greeting},` : 'Hello,')}</p>
<p style="margin:0 0 16px">${reminder ? e(reminder) : `Please find attached invoice <strong>${e(invoice.invoice_number)}</strong> from ${e(business.name)}.`}</p>
<table role="presentation" style="margin:0 0 20px;border-collapse:collapse">
<tr><td style="padding:4px 16px 4px 0;color:#6b7280">Amount due</td><td style="padding:4px 0;font-weight:bold">${e(amountDue)}</td></tr>
<tr><td style="padding:4px 16px 4px 0;color:#6b7280">Due date</td><td style="padding:4px 0">${e(dueDate)}</td></tr>
</table>
<p style="margin:0 0 20px"><a href="${e(payLink)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px">View and pay invoice</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or open this link: <a href="${e(payLink)}">${e(payLink)}</a></p>
<p style="margin:0">Thank you for your business.<br>${e(business.name)}</p>
</td></tr></table>
</body></html>`;
  return { subject, text, html };
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
  const business = await businessOf(db, accountId);
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
  const invoice = await getInvoice(db, accountId, id);
  if (invoice.status === 'void') throw invoiceIsVoid();
  // Sending a draft posts it: a draft dated in a locked period is refused before any e-mail goes out.
  if (invoice.status === 'draft') await assertOpenPeriod(db, accountId, invoice.issue_date);
  const asSent: Invoice =
    invoice.status === 'draft'
      ? { ...invoice, status: 'sent', status_label: statusLabel('sent', invoice.due_date) }
      : invoice;
  let delivery: EmailInvoiceResult['delivery'];
  try {
    ({ delivery } = await mailer.send(accountId, await invoiceMail(db, accountId, asSent, to, origin)));
  } catch (error) {
    log.error({ err: loggableError(error), invoiceId: id }, 'invoice e-mail failed');
    throw new HttpError(
      502,
      'The email could not be sent: the mail server did not accept it. Try again later.',
    );
  }
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
