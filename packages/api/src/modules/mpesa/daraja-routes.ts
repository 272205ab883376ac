import { type DarajaRegistration, darajaSettingsRequestSchema } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { HttpError, loggableError } from '../../http/errors.ts';
import { appOrigin } from '../../http/origin.ts';
import { parseBody } from '../../http/validate.ts';
import {
  darajaConnection,
  getDarajaSettings,
  recordRegistration,
  updateDarajaSettings,
} from './daraja-settings.ts';
import { paybillUrls } from './paybill-urls.ts';

/**
 * The business's own Daraja app (authenticated group):
 * - GET /account/daraja → `{data: DarajaSettings}` (never a secret);
 * - PUT /account/daraja `{daraja:{...}}` → the same, after the given fields changed;
 * - POST /account/daraja/register_urls → `{data: DarajaRegistration}`: C2B register URL (v2) of the
 *   shortcode with the paybill's confirmation URL and its separate validation URL (ResponseType Completed);
 *   422 until the app is complete, 502 with Daraja's reason when it refuses.
 */
export function registerDarajaRoutes(app: FastifyInstance, { db, daraja, appUrl, now }: AppDeps): void {
  app.get('/account/daraja', async (request) => ({
    data: await getDarajaSettings(db, authOf(request).accountId),
  }));

  app.put('/account/daraja', async (request) => {
    const { daraja: input } = parseBody(darajaSettingsRequestSchema, request);
    return { data: await updateDarajaSettings(db, daraja, authOf(request).accountId, input) };
  });

  app.post('/account/daraja/register_urls', async (request) => {
    const { accountId } = authOf(request);
    const connection = await darajaConnection(db, daraja, accountId, { needEnabled: false });
    if (!connection) {
      throw new HttpError(422, 'Enter the shortcode, consumer key, consumer secret and passkey first.');
    }
    const [account] = await db
      .select({ token: accounts.mpesaC2bToken })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const urls = paybillUrls(appOrigin(request, appUrl), account!.token);
    if (connection.environment === 'production' && !urls.confirmation.startsWith('https://')) {
      throw new HttpError(
        422,
        'Safaricom takes only https URLs in production: set APP_URL to the https address.',
      );
    }
    try {
      await connection.client.registerUrls({
        shortcode: connection.shortcode,
        confirmationUrl: urls.confirmation,
        validationUrl: urls.validation,
      });
    } catch (error) {
      request.log.warn({ accountId, err: loggableError(error) }, 'daraja register url refused');
      throw new HttpError(502, `Safaricom did not register the URLs: ${(error as Error).message}`);
    }
    const at = now();
    const data: DarajaRegistration = {
      confirmation_url: urls.confirmation,
      validation_url: urls.validation,
      registered_at: at.toISOString(),
      settings: await recordRegistration(db, accountId, urls.confirmation, at),
    };
    return { data };
  });
}
