import { formatMoney } from '@daftari/format';
import type { FastifyReply } from 'fastify';
import { fromSubunit } from './amounts.ts';
import type { TestTransaction } from './test-transactions.ts';

/**
 * The built-in test checkout's HTML: a page marked TEST PAYMENT with Success and Failure buttons (no script:
 * the CSP forbids inline script), and the pages for a finished or unknown checkout. `checkoutPage` frames the
 * test phone's pages too.
 */

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function checkoutPage(
  reply: FastifyReply,
  status: number,
  title: string,
  body: string,
  standIn = 'checkout',
) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .send(
      `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1f2328}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.banner{margin:0 0 1.25rem;padding:.75rem 1rem;border-radius:8px;background:#fff4d6;border:2px dashed #c98a00;color:#6b4a00;font-size:.875rem}
.banner strong{display:block;font-size:1rem;letter-spacing:.02em}
h1{font-size:1.25rem;margin:0 0 .25rem}
.amount{font-size:2rem;font-weight:600;margin:.5rem 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;font-size:.875rem;margin:0 0 1.25rem}
dt{color:#59636e}dd{margin:0;word-break:break-all}
form{display:flex;gap:.75rem}
button{flex:1;height:3rem;font-size:1rem;font-weight:600;border-radius:8px;border:0;cursor:pointer}
.ok{background:#1a7f37;color:#fff}.ko{background:#cf222e;color:#fff}.wait{background:#d0d7de;color:#1f2328}
.back{display:block;margin-top:1rem;text-align:center;font-size:.875rem;color:#59636e}
</style>
</head>
<body>
<main>
<p class="banner" role="note"><strong>TEST PAYMENT — no money moves</strong>Daftari's built-in stand-in for the Paystack ${escapeHtml(standIn)}, used because no PAYSTACK_SECRET_KEY is configured.</p>
${body}
</main>
</body>
</html>
`,
    );
}

const backLink = (t: TestTransaction, text: string) =>
  t.callbackUrl ? `<a class="back" href="${escapeHtml(t.callbackUrl)}">${escapeHtml(text)}</a>` : '';

/** GET checkout/{access_code}: the Success/Failure form, or the outcome once the checkout is finished. */
export function showCheckout(reply: FastifyReply, transaction: TestTransaction | undefined) {
  if (!transaction) {
    return checkoutPage(
      reply,
      404,
      'Test checkout not found',
      '<h1>Test checkout not found</h1><p>This test checkout does not exist (test checkouts are forgotten when the server restarts). Go back to the invoice and press Pay Now again.</p>',
    );
  }
  const business =
    typeof transaction.metadata.business_name === 'string' ? transaction.metadata.business_name : 'Daftari';
  const invoiceNumber =
    typeof transaction.metadata.invoice_number === 'string' ? transaction.metadata.invoice_number : null;
  const amount = formatMoney(fromSubunit(transaction.amount), transaction.currency);
  const details = `<dl>
${invoiceNumber ? `<dt>Invoice</dt><dd>${escapeHtml(invoiceNumber)}</dd>` : ''}
<dt>Email</dt><dd>${escapeHtml(transaction.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(transaction.reference)}</dd>
</dl>`;
  if (transaction.status !== 'abandoned') {
    return checkoutPage(
      reply,
      200,
      'Test payment finished',
      `<h1>Pay ${escapeHtml(business)}</h1><p class="amount">${escapeHtml(amount)}</p>${details}<p>This test payment is finished: <strong>${transaction.status === 'success' ? 'paid' : 'failed'}</strong>.</p>${backLink(transaction, 'Back to the invoice')}`,
    );
  }
  return checkoutPage(
    reply,
    200,
    `Test payment — ${business}`,
    `<h1>Pay ${escapeHtml(business)}</h1>
<p class="amount">${escapeHtml(amount)}</p>
${details}
<form method="post">
<button class="ok" type="submit" name="outcome" value="success">Success</button>
<button class="ko" type="submit" name="outcome" value="failed">Failure</button>
</form>
${backLink(transaction, 'Cancel and go back to the invoice')}`,
  );
}
