import type { PaystackSettings, PaystackSettingsInput, ProviderTestResult } from '@daftari/contracts';
import { eq, sql } from 'drizzle-orm';
import { createPaystackClient, PAYSTACK_API, PaystackError } from '../../adapters/paystack/client.ts';
import { paystackKeys } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { createSettingsKeys, open, SealedSecretError, type SettingsKeys, seal } from './key-box.ts';
import type { SmtpKeys } from './smtp-settings.ts';

/** What a business's own Paystack key and SMTP server need besides the database. */
export interface BusinessKeys {
  keys: SettingsKeys;
  smtp: SmtpKeys;
  /** Where calls with a business's own key go: PAYSTACK_BASE_URL, or Paystack's API. */
  paystackBaseUrl: string;
  /** The path Paystack's dashboard is to post events to (on the app's origin). */
  webhookPath: string;
}

export function createBusinessKeys(
  options: {
    settingsKeySecret?: string | undefined;
    paystackBaseUrl?: string | undefined;
    smtpPrivateHosts?: string[] | undefined;
  },
  webhookPath: string,
): BusinessKeys {
  const keys = createSettingsKeys(options.settingsKeySecret);
  return {
    keys,
    smtp: { keys, privateHosts: new Set(options.smtpPrivateHosts ?? []) },
    paystackBaseUrl: options.paystackBaseUrl?.replace(/\/+$/, '') ?? PAYSTACK_API,
    webhookPath,
  };
}

type Row = typeof paystackKeys.$inferSelect;

const WHAT = 'Paystack secret key';

async function keyRow(db: Executor, accountId: number): Promise<Row | null> {
  const [row] = await db.select().from(paystackKeys).where(eq(paystackKeys.accountId, accountId));
  return row ?? null;
}

/** `sk_live_…1234`: the mode and the last four characters, all an answer ever shows of the secret. */
const hintOf = (secretKey: string) => `${secretKey.slice(0, 8)}…${secretKey.slice(-4)}`;

function toSettings(business: BusinessKeys, row: Row | null): PaystackSettings {
  return {
    set: row !== null,
    mode: (row?.mode as PaystackSettings['mode']) ?? null,
    secret_key_hint: row?.secretKeyHint ?? null,
    public_key: row?.publicKey ?? null,
    base_url: business.paystackBaseUrl,
    webhook_path: business.webhookPath,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** GET /account/paystack. */
export async function getPaystackSettings(
  db: Executor,
  business: BusinessKeys,
  accountId: number,
): Promise<PaystackSettings> {
  return toSettings(business, await keyRow(db, accountId));
}

/** PUT /account/paystack: both keys replaced, the secret sealed (422 when the server has no key to seal with). */
export async function putPaystackSettings(
  db: Executor,
  business: BusinessKeys,
  accountId: number,
  input: PaystackSettingsInput,
): Promise<PaystackSettings> {
  const values = {
    secretKey: seal(business.keys, WHAT, input.secret_key),
    secretKeyHint: hintOf(input.secret_key),
    mode: input.secret_key.startsWith('sk_live_') ? 'live' : 'test',
    publicKey: input.public_key,
  };
  await db
    .insert(paystackKeys)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: paystackKeys.accountId, set: { ...values, updatedAt: sql`now()` } });
  return getPaystackSettings(db, business, accountId);
}

/** DELETE /account/paystack: the business goes back to the instance's default. */
export async function deletePaystackSettings(
  db: Executor,
  business: BusinessKeys,
  accountId: number,
): Promise<PaystackSettings> {
  await db.delete(paystackKeys).where(eq(paystackKeys.accountId, accountId));
  return toSettings(business, null);
}

/**
 * The business's own Paystack secret key, opened; null when it stored none (the instance's default serves it).
 * Throws when the stored key cannot be opened (SETTINGS_KEY_SECRET changed): never silently another key.
 */
export async function paystackKeyOf(
  db: Executor,
  keys: SettingsKeys,
  accountId: number,
): Promise<string | null> {
  const row = await keyRow(db, accountId);
  return row ? open(keys, WHAT, row.secretKey) : null;
}

/**
 * POST /account/paystack/test: GET /balance with the business's key (it moves nothing), and what Paystack
 * said: its message on success; its status and reason when it refused the key (401 "Invalid key"); status 0
 * when it could not be reached.
 */
export async function testPaystackKey(
  db: Executor,
  business: BusinessKeys,
  accountId: number,
): Promise<ProviderTestResult> {
  let secretKey: string | null;
  try {
    secretKey = await paystackKeyOf(db, business.keys, accountId);
  } catch (error) {
    if (error instanceof SealedSecretError) throw new HttpError(422, error.message);
    throw error;
  }
  if (!secretKey) throw new HttpError(422, 'No Paystack key of this business is stored: save one first.');
  const client = createPaystackClient({ baseUrl: business.paystackBaseUrl, secretKey, timeoutMs: 15_000 });
  try {
    const { message } = await client.balance();
    return { ok: true, status: 200, message: message || 'Paystack accepted the key' };
  } catch (error) {
    if (error instanceof PaystackError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}
