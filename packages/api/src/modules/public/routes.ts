import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PublicDeps } from '../../deps.ts';
import { contentDisposition } from '../../http/attachments.ts';
import { HttpError } from '../../http/errors.ts';
import { routeParam } from '../../http/ids.ts';
import { appOrigin } from '../../http/origin.ts';
import { recordView } from '../activity/index.ts';
import { registerPublicEstimateRoutes } from '../estimates/index.ts';
import { kraQrCodeSvg } from '../etims/index.ts';
import { invoicePdf } from '../invoices/index.ts';
import { registerC2bRoutes } from '../mpesa/index.ts';
import { registerPublicReceiptRoutes } from '../payment-receipts/index.ts';
import { getPublicInvoice, publicInvoiceOwner, registerPaymentRoutes } from '../payments/index.ts';

/**
 * The routes customers reach without signing in (the pay page). Mounted under /api on BOTH servers: the
 * owners' server and the standalone pay listener, which serves nothing else of the API: health, the public
 * invoice (its PDF, its payments' receipts), the public estimate (read, accept, decline), Paystack (initialize, M-Pesa charge, verify, webhook;
 * the built-in test checkout without a secret key) and the paybill's C2B confirmations.
 */
export function registerPublicRoutes(app: FastifyInstance, deps: PublicDeps): void {
  const { db, payments } = deps;

  app.get('/health', async () => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, 'Database unavailable');
    }
    return { data: { status: 'ok' as const } };
  });

  // What the pay page shows: only what a payer needs. Drafts, unknown and malformed ids: 404 alike.
  app.get('/public/invoices/:id', async (request, reply) => {
    await payments.throttle.hit([`invoice:ip:${request.ip}`]);
    const invoice = await getPublicInvoice(db, routeParam(request));
    await recordView(db, invoice.id, deps.now());
    return reply.header('cache-control', 'no-store').send({ data: invoice });
  });

  // The QR code of a signed invoice's KRA receipt check, drawn here so the pay page bundles no QR encoder.
  // A signature never changes, so the image may be cached; an invoice not signed (or unknown): 404.
  app.get('/public/invoices/:id/kra-qr.svg', async (request, reply) => {
    await payments.throttle.hit([`invoice:ip:${request.ip}`]);
    const svg = await kraQrCodeSvg(db, routeParam(request));
    if (!svg) throw new HttpError(404, 'KRA receipt not found');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  });

  // The invoice's PDF as the business sends it, for whoever holds the link: drafts and unknown ids 404 alike.
  app.get('/public/invoices/:id/pdf', async (request, reply) => {
    await payments.throttle.hit([`invoice:ip:${request.ip}`]);
    const invoice = await publicInvoiceOwner(db, routeParam(request));
    const origin = appOrigin(request, deps.appUrl);
    const { filename, pdf } = await invoicePdf(db, invoice.accountId, invoice.id, origin);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(filename))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  registerPublicReceiptRoutes(app, deps);
  registerPublicEstimateRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerC2bRoutes(app, deps);
}
