import type { InvoiceBusiness } from '../pdf/document-pdf.ts';

// The e-mail a document (an invoice, an estimate) goes out with: a greeting, what is attached, its key
// facts, a button to its public page, and the business's signature; in plain text and in HTML.

export interface DocumentEmail {
  business: InvoiceBusiness;
  subject: string;
  /** The contact's name, or null: `Hello,`. */
  greeting: string | null;
  /** `Please find attached invoice <strong>…</strong> from …`: before and after the bold document number. */
  intro: [string, string, string];
  facts: [string, string][];
  /** The button's label and its public page; `linkLead` precedes the link in the text version. */
  button: string;
  linkLead: string;
  link: string;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Subject, plain text and HTML of a document's e-mail; every value is HTML-escaped. */
export function documentEmail(mail: DocumentEmail) {
  const { business, greeting, intro, facts, link } = mail;
  const hello = greeting ? `Hello ${greeting},` : 'Hello,';
  const text = [
    hello,
    '',
    intro.join(''),
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    `${mail.linkLead}: ${link}`,
    '',
    'Thank you for your business.',
    business.name,
    ...(business.email ? [business.email] : []),
    ...(business.phone ? [business.phone] : []),
  ].join('\n');
  const e = escapeHtml;
  const factRows = facts
    .map(
      ([label, value], index) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#6b7280">${e(label)}</td><td style="padding:4px 0${index === 0 ? ';font-weight:bold' : ''}">${e(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px">${e(hello)}</p>
<p style="margin:0 0 16px">${e(intro[0])}<strong>${e(intro[1])}</strong>${e(intro[2])}</p>
<table role="presentation" style="margin:0 0 20px;border-collapse:collapse">
${factRows}
</table>
<p style="margin:0 0 20px"><a href="${e(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px">${e(mail.button)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or open this link: <a href="${e(link)}">${e(link)}</a></p>
<p style="margin:0">Thank you for your business.<br>${e(business.name)}</p>
</td></tr></table>
</body></html>`;
  return { subject: mail.subject, text, html };
}
