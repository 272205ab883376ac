import { initializePaystackRequestSchema, mpesaChargeRequestSchema } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SIGNATURE_HEADER, verifyPaystackSignature } from '../../adapters/paystack/signature.ts';
import { invoices } from '../../db/schema.ts';
import type { PublicDeps } from '../../deps.ts';
import { noteAudit } from '../../http/audit-note.ts';
import { HttpError } from '../../http/errors.ts';
import { routeParam } from '../../http/ids.ts';
import { appOrigin } from '../../http/origin.ts';
import { parseBody } from '../../http/validate.ts';
import { enqueueReceiptEmail } from '../payment-receipts/index.ts';
import { initializePaystack } from './initialize.ts';
import { chargeMpesa } from './mpesa-charge.ts';
import { applyPaystackCharge, type ChargeChange, verifyPaystackPayment } from './service.ts';
import { webhookSecretFor } from './webhook-key.ts';

const webhookEvent = z.object({ event: z.string(), data: z.unknown().optional() });
const chargeData = z.object({
  reference: z.string().min(1),
  amount: z.coerce.number().int(),
  currency: z.string().min(1),
  status: z.string().optional(),
  paid_at: z.string().nullish(),
  paidAt: z.string().nullish(),
  fees: z.unknown().optional(),
  channel: z.string().nullish(),
});

/** A charge Paystack reported (its webhook, or its answer to verify), for the audit trail of the invoice's business. */
const noteCharge = (request: FastifyRequest) => (change: ChargeChange) =>
  noteAudit(request, {
    accountId: change.accountId,
    userId: null,
    actor: 'paystack',
    action: change.outcome === 'applied' ? 'invoice.payment_receive' : 'invoice.payment_refuse',
    entityType: 'invoice',
    entityId: change.invoiceId,
    summary:
      change.outcome === 'applied'
        ? `Paystack payment ${change.reference} of ${change.amount} received`
        : `Paystack payment ${change.reference} of ${change.amount} not taken by the invoice`,
  });

/**
 * What the customer started on the pay page, for the audit trail of the invoice's business; with the address
 * the customer gave for it, the receipt e-mail of that payment (`reference`) once it is recorded.
 */
async function notePayPage(
  { db, now }: PublicDeps,
  request: FastifyRequest,
  started: { invoiceId: string; reference: string; email: string | null | undefined },
  action: string,
  summary: string,
) {
  const { invoiceId, reference, email } = started;
  const [invoice] = await db
    .select({ accountId: invoices.accountId, invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return;
  if (email) {
    const { accountId, invoiceNumber } = invoice;
    await enqueueReceiptEmail(db, { accountId, invoiceId, invoiceNumber, reference, email, at: now() });
  }
  noteAudit(request, {
    accountId: invoice.accountId,
    userId: null,
    actor: 'pay page',
    action,
    entityType: 'invoice',
    entityId: invoiceId,
    summary,
  });
}

/**
 * The Paystack routes of the pay page (public, on both servers):
 * - POST /payments/initialize_paystack `{invoice_id}` → `{data:{authorization_url, reference}}`;
 * - POST /payments/mpesa/charge `{invoice_id, phone}` → `{data:{reference, status, display_text}}` (through
 *   the business's own Daraja app when it has one ready);
 * - GET /payments/verify/{reference} → `{data:{reference, status, invoice}}` (a Daraja prompt's too);
 * - POST /payments/paystack/webhook: Paystack's events, signed (x-paystack-signature over the raw body) with
 *   the key of the business whose transaction the event names (its own, else the instance's);
 * - without PAYSTACK_SECRET_KEY, the built-in test checkout under /test-paystack.
 */
export function registerPaymentRoutes(app: FastifyInstance, deps: PublicDeps): void {
  const { db, payments } = deps;

  app.post('/payments/initialize_paystack', async (request) => {
    await payments.throttle.hit([`initialize:ip:${request.ip}`]);
    const { invoice_id: invoiceId, email } = parseBody(initializePaystackRequestSchema, request);
    // Per invoice too: one invoice's checkouts cannot be flooded from many addresses.
    await payments.throttle.hit([`initialize:invoice:${invoiceId.toLowerCase()}`]);
    const data = await initializePaystack(
      { db, payments, log: request.log },
      invoiceId.toLowerCase(),
      appOrigin(request, deps.appUrl),
    );
    await notePayPage(
      deps,
      request,
      { invoiceId: invoiceId.toLowerCase(), reference: data.reference, email },
      'invoice.checkout_open',
      `Paystack checkout ${data.reference} opened from the pay page`,
    );
    return { data };
  });

  app.post('/payments/mpesa/charge', async (request) => {
    await payments.throttle.hit([`mpesa-charge:ip:${request.ip}`]);
    const { invoice_id: invoiceId, phone, email } = parseBody(mpesaChargeRequestSchema, request);
    // Per invoice too: one invoice's customer cannot be flooded with prompts from many addresses.
    await payments.throttle.hit([`mpesa-charge:invoice:${invoiceId.toLowerCase()}`]);
    const data = await chargeMpesa(
      { db, payments, log: request.log },
      { daraja: deps.daraja, now: deps.now() },
      invoiceId.toLowerCase(),
      phone,
      { origin: `${request.protocol}://${request.host}`, callbackOrigin: appOrigin(request, deps.appUrl) },
    );
    await notePayPage(
      deps,
      request,
      { invoiceId: invoiceId.toLowerCase(), reference: data.reference, email },
      'invoice.payment_prompt',
      `M-Pesa prompt ${data.reference} sent to the customer's phone from the pay page`,
    );
    return { data };
  });

  app.get('/payments/verify/:reference', async (request, reply) => {
    await payments.throttle.hit([`verify:ip:${request.ip}`]);
    const reference = routeParam(request, 'reference');
    const data = await verifyPaystackPayment(
      { db, payments, log: request.log, onCharge: noteCharge(request) },
      reference,
    );
    return reply.header('cache-control', 'no-store').send({ data });
  });

  // The webhook needs the exact bytes Paystack signed: in this scope only, every body is kept raw.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post('/payments/paystack/webhook', async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const secretKey = await webhookSecretFor(db, payments, raw);
      if (!verifyPaystackSignature(raw, request.headers[SIGNATURE_HEADER], secretKey)) {
        request.log.warn({ signed: SIGNATURE_HEADER in request.headers }, 'paystack webhook: bad signature');
        throw new HttpError(401, 'Invalid signature');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, 'Malformed JSON in the request body');
      }
      const event = webhookEvent.safeParse(json);
      if (!event.success) throw new HttpError(400, 'Not a Paystack event');
      if (event.data.event !== 'charge.success') {
        request.log.info({ event: event.data.event }, 'paystack webhook: event ignored');
        return { data: { received: true, outcome: 'ignored' } };
      }
      const charge = chargeData.safeParse(event.data.data);
      // Signed by Paystack yet unreadable, or not a success after all: acknowledged (a retry would not
      // change it) and logged.
      if (!charge.success || (charge.data.status !== undefined && charge.data.status !== 'success')) {
        request.log.warn('paystack webhook: charge.success without a readable successful charge, ignored');
        return { data: { received: true, outcome: 'ignored' } };
      }
      const outcome = await applyPaystackCharge(
        db,
        {
          reference: charge.data.reference,
          amount: charge.data.amount,
          currency: charge.data.currency,
          paidAt: charge.data.paid_at ?? charge.data.paidAt ?? null,
          fees: charge.data.fees,
          channel: charge.data.channel,
        },
        request.log,
        'webhook',
        noteCharge(request),
      );
      return { data: { received: true, outcome } };
    });
  });

  const testService = payments.testService;
  if (testService) {
    app.register(testService.routes, { prefix: '/test-paystack' });
    app.addHook('onClose', async () => testService.close());
  }
}
