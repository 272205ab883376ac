import {
  documentFileName,
  type EmailEstimateResult,
  type Estimate,
  estimateLinkUrl,
} from '@daftari/contracts';
import { formatDateLong, formatMoney } from '@daftari/format';
import type { FastifyBaseLogger } from 'fastify';
import { documentEmail } from '../../adapters/mail/document-email.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { InvoiceBusiness } from '../../adapters/pdf/document-pdf.ts';
import { renderEstimatePdf } from '../../adapters/pdf/estimate-pdf.ts';
import type { Db } from '../../db/client.ts';
import { sendDocumentEmail } from '../../http/document-mail.ts';
import { documentBusiness } from '../account/index.ts';
import { getEstimate } from './queries.ts';
import { markEstimateSent } from './service.ts';
import { estimateStatusLabel } from './summary.ts';

export const estimatePdfFilename = (estimate: Pick<Estimate, 'estimate_number' | 'contact'>) =>
  documentFileName(estimate.estimate_number, estimate.contact);

/** GET /estimates/{id}/pdf: the estimate as a PDF (rendered outside any transaction). */
export async function estimatePdf(
  db: Db,
  accountId: number,
  id: string,
  origin: string,
  today: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const [estimate, business] = await Promise.all([
    getEstimate(db, accountId, id, today),
    documentBusiness(db, accountId),
  ]);
  const pdf = await renderEstimatePdf({ business, estimate, link: estimateLinkUrl(origin, estimate.id) });
  return { filename: estimatePdfFilename(estimate), pdf };
}

/** Subject, plain text and HTML of the estimate e-mail. */
export function estimateEmail(estimate: Estimate, business: InvoiceBusiness, link: string) {
  return documentEmail({
    business,
    subject: `Estimate ${estimate.estimate_number} from ${business.name}`,
    greeting: estimate.contact.full_name ?? estimate.contact.company_name ?? null,
    intro: ['Please find attached estimate ', estimate.estimate_number, ` from ${business.name}.`],
    facts: [
      ['Total', formatMoney(estimate.total, estimate.currency)],
      ['Valid until', formatDateLong(estimate.expiry_date, 'en-GB')],
    ],
    button: 'View and accept estimate',
    linkLead: 'View, accept or decline it online',
    link,
  });
}

/**
 * POST /estimates/{id}/email_estimate: renders the PDF and sends the e-mail with the estimate's public link
 * (both outside any transaction: PGlite has one connection), then marks a draft sent. The attached PDF
 * already shows it as sent. Any estimate can be e-mailed again (a copy for the customer).
 */
export async function emailEstimate(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger },
  accountId: number,
  id: string,
  to: string,
  origin: string,
  today: string,
): Promise<EmailEstimateResult> {
  const { db, mailer, log } = deps;
  const [estimate, business] = await Promise.all([
    getEstimate(db, accountId, id, today),
    documentBusiness(db, accountId),
  ]);
  const asSent: Estimate =
    estimate.status === 'draft'
      ? {
          ...estimate,
          status: 'sent',
          status_label: estimateStatusLabel('sent', estimate.expiry_date, today),
        }
      : estimate;
  const link = estimateLinkUrl(origin, estimate.id);
  const pdf = await renderEstimatePdf({ business, estimate: asSent, link });
  const { subject, text, html } = estimateEmail(asSent, business, link);
  const delivery = await sendDocumentEmail(
    { mailer, log },
    accountId,
    { to, replyTo: business.email, subject, text, html },
    { filename: estimatePdfFilename(estimate), content: pdf },
    { estimateId: id },
  );
  if (estimate.status === 'draft') await markEstimateSent(db, accountId, id);
  return { sent_to: to, delivery, estimate: await getEstimate(db, accountId, id, today) };
}
