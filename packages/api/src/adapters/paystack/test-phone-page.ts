import { formatMoney } from '@daftari/format';
import type { FastifyReply } from 'fastify';
import { fromSubunit } from './amounts.ts';
import { checkoutPage, escapeHtml } from './test-checkout-page.ts';
import type { TestTransaction } from './test-transactions.ts';

/**
 * The built-in test service's stand-in for the customer's phone after an M-Pesa charge: the prompt (amount,
 * business, phone) with Approve, Decline and Don't answer (no script: the CSP forbids inline script).
 */

/** What the phone's buttons post as `answer`. */
export const PHONE_ANSWERS = ['approve', 'decline', 'ignore'] as const;
export type PhoneAnswer = (typeof PHONE_ANSWERS)[number];

const PHONE = 'M-Pesa phone prompt';

export function showPhone(reply: FastifyReply, transaction: TestTransaction | undefined, ignored = false) {
  if (!transaction) {
    return checkoutPage(
      reply,
      404,
      'Test phone not found',
      '<h1>Test phone not found</h1><p>No M-Pesa prompt was sent with this reference (test prompts are forgotten when the server restarts). Go back to the invoice and pay by M-Pesa again.</p>',
      PHONE,
    );
  }
  const business =
    typeof transaction.metadata.business_name === 'string' ? transaction.metadata.business_name : 'Daftari';
  const invoiceNumber =
    typeof transaction.metadata.invoice_number === 'string' ? transaction.metadata.invoice_number : null;
  const amount = formatMoney(fromSubunit(transaction.amount), transaction.currency);
  const heading = `<h1>Pay ${escapeHtml(business)}</h1><p class="amount">${escapeHtml(amount)}</p>
<dl>
<dt>Phone</dt><dd>${escapeHtml(transaction.phone ?? '')}</dd>
${invoiceNumber ? `<dt>Account</dt><dd>${escapeHtml(invoiceNumber)}</dd>` : ''}
<dt>Reference</dt><dd>${escapeHtml(transaction.reference)}</dd>
</dl>`;
  if (transaction.status !== 'pending') {
    const outcome = transaction.status === 'success' ? 'approved' : 'declined';
    return checkoutPage(
      reply,
      200,
      'Test M-Pesa prompt answered',
      `${heading}<p>This test prompt was <strong>${outcome}</strong>. Go back to the pay page: it shows the outcome.</p>`,
      PHONE,
    );
  }
  const waiting = ignored
    ? '<p role="status"><strong>Not answered.</strong> The payment stays pending, as when the phone is off or the customer walks away: the pay page keeps waiting. You can still answer below.</p>'
    : '<p>The customer sees this prompt on their phone and enters their M-Pesa PIN to approve it.</p>';
  return checkoutPage(
    reply,
    200,
    `Test M-Pesa prompt — ${business}`,
    `${heading}
${waiting}
<form method="post">
<button class="ok" type="submit" name="answer" value="approve">Approve</button>
<button class="ko" type="submit" name="answer" value="decline">Decline</button>
<button class="wait" type="submit" name="answer" value="ignore">Don't answer</button>
</form>`,
    PHONE,
  );
}
