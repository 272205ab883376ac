import type { DarajaSettings, DarajaSettingsInput } from '@daftari/contracts';
import { eq, sql } from 'drizzle-orm';
import { createDarajaClient, type DarajaClient } from '../../adapters/daraja/client.ts';
import { openSecret, sealSecret } from '../../adapters/daraja/secrets.ts';
import type { DarajaEnvironment } from '../../adapters/daraja/wire.ts';
import { darajaSettings } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import type { Daraja } from './daraja-setup.ts';

type Row = typeof darajaSettings.$inferSelect;

const OFF: DarajaSettings = {
  enabled: false,
  environment: 'sandbox',
  shortcode_type: 'paybill',
  shortcode: null,
  till_number: null,
  consumer_key_set: false,
  consumer_secret_set: false,
  passkey_set: false,
  ready: false,
  c2b_registered_at: null,
  c2b_confirmation_url: null,
};

async function settingsRow(db: Executor, accountId: number): Promise<Row | null> {
  const [row] = await db.select().from(darajaSettings).where(eq(darajaSettings.accountId, accountId));
  return row ?? null;
}

/** Everything an STK push needs is stored (a till's number defaults to its store number). */
const complete = (row: Row) =>
  row.shortcode !== null && row.consumerKey !== null && row.consumerSecret !== null && row.passkey !== null;

/** The settings as the API answers them: never a secret, only whether each is stored. */
function toSettings(row: Row | null): DarajaSettings {
  if (!row) return OFF;
  return {
    enabled: row.enabled,
    environment: row.environment as DarajaSettings['environment'],
    shortcode_type: row.shortcodeType as DarajaSettings['shortcode_type'],
    shortcode: row.shortcode,
    till_number: row.tillNumber,
    consumer_key_set: row.consumerKey !== null,
    consumer_secret_set: row.consumerSecret !== null,
    passkey_set: row.passkey !== null,
    ready: row.enabled && complete(row),
    c2b_registered_at: row.c2bRegisteredAt?.toISOString() ?? null,
    c2b_confirmation_url: row.c2bConfirmationUrl,
  };
}

/** GET /account/daraja. */
export async function getDarajaSettings(db: Executor, accountId: number): Promise<DarajaSettings> {
  return toSettings(await settingsRow(db, accountId));
}

const SECRETS = ['consumer_key', 'consumer_secret', 'passkey'] as const;
const noKeySecret = () =>
  new HttpError(
    422,
    'Daraja credentials cannot be stored: the server has no DARAJA_KEY_SECRET (64 hex digits) to encrypt them with.',
  );

/**
 * PUT /account/daraja: the given fields change (null clears one), the secrets sealed under DARAJA_KEY_SECRET
 * (422 when the server has none). Enabling needs a shortcode, the consumer key and secret and the passkey.
 * A new environment, shortcode or app forgets the C2B registration (it was made for the old ones).
 */
export async function updateDarajaSettings(
  db: Executor,
  daraja: Daraja,
  accountId: number,
  input: DarajaSettingsInput,
): Promise<DarajaSettings> {
  const current = await settingsRow(db, accountId);
  const sealed: Partial<Pick<Row, 'consumerKey' | 'consumerSecret' | 'passkey'>> = {};
  for (const field of SECRETS) {
    const value = input[field];
    if (value === undefined) continue;
    if (value !== null && !daraja.keySecret) throw noKeySecret();
    const column =
      field === 'consumer_key' ? 'consumerKey' : field === 'consumer_secret' ? 'consumerSecret' : 'passkey';
    sealed[column] = value === null ? null : sealSecret(daraja.keySecret as Buffer, value);
  }
  const values = {
    enabled: input.enabled ?? current?.enabled ?? false,
    environment: input.environment ?? current?.environment ?? 'sandbox',
    shortcodeType: input.shortcode_type ?? current?.shortcodeType ?? 'paybill',
    shortcode: input.shortcode === undefined ? (current?.shortcode ?? null) : input.shortcode,
    tillNumber: input.till_number === undefined ? (current?.tillNumber ?? null) : input.till_number,
    consumerKey: current?.consumerKey ?? null,
    consumerSecret: current?.consumerSecret ?? null,
    passkey: current?.passkey ?? null,
    ...sealed,
  };
  if (values.enabled && !complete({ ...values } as Row)) {
    const message =
      'Enter the shortcode, consumer key, consumer secret and passkey before turning Daraja on.';
    throw new HttpError(422, message, { 'daraja.enabled': [message] });
  }
  const moved =
    current !== null &&
    (values.environment !== current.environment ||
      values.shortcode !== current.shortcode ||
      sealed.consumerKey !== undefined);
  const registration = moved ? { c2bRegisteredAt: null, c2bConfirmationUrl: null } : {};
  await db
    .insert(darajaSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({
      target: darajaSettings.accountId,
      set: { ...values, ...registration, updatedAt: sql`now()` },
    });
  return getDarajaSettings(db, accountId);
}

/** An account's Daraja app, opened: what an STK push, an STK query and a URL registration send. */
export interface DarajaConnection {
  client: DarajaClient;
  environment: DarajaEnvironment;
  shortcode: string;
  /** The party paid: the paybill, or the till (its number, else the shortcode). */
  partyB: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  passkey: string;
}

/**
 * The account's Daraja connection when it is ready (enabled, complete, and the server can open its secrets);
 * null otherwise, and then the pay page uses Paystack. `needEnabled: false` for the owner's own setup calls.
 */
export async function darajaConnection(
  db: Executor,
  daraja: Daraja,
  accountId: number,
  { needEnabled = true } = {},
): Promise<DarajaConnection | null> {
  const row = await settingsRow(db, accountId);
  if (!row || (needEnabled && !row.enabled) || !complete(row) || !daraja.keySecret) return null;
  const open = (value: string | null) => {
    try {
      return openSecret(daraja.keySecret as Buffer, value as string);
    } catch (error) {
      throw new HttpError(422, (error as Error).message);
    }
  };
  const environment = row.environment as DarajaEnvironment;
  const till = row.shortcodeType === 'till';
  return {
    client: createDarajaClient({
      app: {
        baseUrl: daraja.baseUrls[environment],
        consumerKey: open(row.consumerKey),
        consumerSecret: open(row.consumerSecret),
      },
      tokens: daraja.tokens,
      now: daraja.now,
      fetch: daraja.fetch,
    }),
    environment,
    shortcode: row.shortcode as string,
    partyB: till ? (row.tillNumber ?? (row.shortcode as string)) : (row.shortcode as string),
    transactionType: till ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
    passkey: open(row.passkey),
  };
}

/** Records a C2B registration Safaricom accepted. */
export async function recordRegistration(db: Executor, accountId: number, confirmationUrl: string, at: Date) {
  const [row] = await db
    .update(darajaSettings)
    .set({ c2bRegisteredAt: at, c2bConfirmationUrl: confirmationUrl, updatedAt: at })
    .where(eq(darajaSettings.accountId, accountId))
    .returning();
  return toSettings(row ?? null);
}

/** Whether the pay page prompts this business's customers through Daraja (else through Paystack). */
export async function darajaReady(db: Executor, accountId: number): Promise<boolean> {
  return (await getDarajaSettings(db, accountId)).ready;
}
