import { escapeHtml as e } from '../../adapters/mail/document-email.ts';

/** Subject, plain text and HTML of the e-mail inviting someone into a business; every value is HTML-escaped. */
export function inviteEmail(business: string, role: string, link: string) {
  const subject = `You are invited to ${business} on Daftari`;
  const intro = `${business} invites you to work in its books on Daftari as ${role}.`;
  const note = 'The link works once, for 14 days. If you did not expect it, ignore this e-mail.';
  const text = [intro, '', `Accept the invitation: ${link}`, '', note].join('\n');
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f8fafc;font-family:Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px">
<tr><td style="padding:24px">
<p style="margin:0 0 20px">${e(intro)}</p>
<p style="margin:0 0 20px"><a href="${e(link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px">Accept the invitation</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">Or open this link: <a href="${e(link)}">${e(link)}</a></p>
<p style="margin:0;font-size:13px;color:#6b7280">${e(note)}</p>
</td></tr></table>
</body></html>`;
  return { subject, text, html };
}
