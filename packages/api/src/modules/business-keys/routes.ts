import { paystackSettingsRequestSchema, smtpSettingsRequestSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { parseBody } from '../../http/validate.ts';
import {
  deletePaystackSettings,
  getPaystackSettings,
  putPaystackSettings,
  testPaystackKey,
} from './paystack-keys.ts';
import { deleteSmtpSettings, getSmtpSettings, putSmtpSettings, testSmtpServer } from './smtp-settings.ts';

/**
 * The business's own Paystack keys and SMTP server (authenticated group), in place of the instance's
 * defaults; answers never carry a secret:
 * - GET, PUT `{paystack:{secret_key, public_key}}`, DELETE /account/paystack → `{data: PaystackSettings}`;
 * - POST /account/paystack/test → `{data:{ok, status, message}}`: what Paystack said to GET /balance;
 * - GET, PUT `{smtp:{host, port, secure, username, password, from}}`, DELETE /account/smtp → `{data}`;
 * - POST /account/smtp/test → `{data:{ok, status, message}}`: what the server said to a connection and sign-in.
 * A refusal by the provider is an answer (ok: false), not an error; nothing stored to test: 422.
 */
export function registerBusinessKeyRoutes(app: FastifyInstance, { db, businessKeys }: AppDeps): void {
  const smtpKeys = businessKeys.smtp;
  app.get('/account/paystack', async (request) => ({
    data: await getPaystackSettings(db, businessKeys, authOf(request).accountId),
  }));
  app.put('/account/paystack', async (request) => {
    const { paystack } = parseBody(paystackSettingsRequestSchema, request);
    return { data: await putPaystackSettings(db, businessKeys, authOf(request).accountId, paystack) };
  });
  app.delete('/account/paystack', async (request) => ({
    data: await deletePaystackSettings(db, businessKeys, authOf(request).accountId),
  }));
  app.post('/account/paystack/test', async (request) => ({
    data: await testPaystackKey(db, businessKeys, authOf(request).accountId),
  }));

  app.get('/account/smtp', async (request) => ({
    data: await getSmtpSettings(db, authOf(request).accountId),
  }));
  app.put('/account/smtp', async (request) => {
    const { smtp } = parseBody(smtpSettingsRequestSchema, request);
    return { data: await putSmtpSettings(db, smtpKeys, authOf(request).accountId, smtp) };
  });
  app.delete('/account/smtp', async (request) => ({
    data: await deleteSmtpSettings(db, authOf(request).accountId),
  }));
  app.post('/account/smtp/test', async (request) => ({
    data: await testSmtpServer(db, smtpKeys, authOf(request).accountId),
  }));
}
