import type { EtimsSettings, EtimsSettingsInput } from '@daftari/contracts';
import { eq, sql } from 'drizzle-orm';
import { EtimsError } from '../../adapters/etims/client.ts';
import { sealKey } from '../../adapters/etims/key-box.ts';
import { RESULT_DEVICE_INSTALLED } from '../../adapters/etims/wire.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { etimsSettings } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, type Executor, writeTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { countersOf, deviceOf, renumberUnsent } from './device-numbers.ts';
import { credentialsOf } from './session.ts';
import type { Etims, EtimsEnvironment } from './setup.ts';

export type EtimsSettingsRow = typeof etimsSettings.$inferSelect;

/** The unique index of (kra_pin, branch_id): one KRA PIN and branch belong to one business. */
const PIN_BRANCH_INDEX = 'etims_settings_kra_pin_branch_unique';

/** A KRA PIN and branch another business holds: its KRA device key would break theirs (KRA answers 910). */
function pinTaken(kraPin: string, branchId: string): HttpError {
  const message = `KRA PIN ${kraPin}, branch ${branchId} is already connected to eTIMS by another business on Daftari: one PIN and branch sign from one business only`;
  return new HttpError(422, message, { 'etims.kra_pin': [message] });
}

const OFF = {
  enabled: false,
  pin: null,
  kra_pin: null,
  branch_id: '00',
  device_serial: null,
  initialized_at: null,
  consumer_key_set: false,
};

export async function etimsSettingsRow(db: Executor, accountId: number): Promise<EtimsSettingsRow | null> {
  const [row] = await db.select().from(etimsSettings).where(eq(etimsSettings.accountId, accountId));
  return row ?? null;
}

/** The settings as the account answer shows them, in the process's eTIMS environment: never the keys or the secret. */
export function toEtimsSettings(row: EtimsSettingsRow | null, environment: EtimsEnvironment): EtimsSettings {
  if (!row) return { ...OFF, environment };
  return {
    enabled: row.enabled,
    pin: row.kraPin,
    kra_pin: row.kraPin,
    environment,
    branch_id: row.branchId,
    device_serial: row.deviceSerial,
    initialized_at: row.initializedAt?.toISOString() ?? null,
    consumer_key_set: row.consumerKey !== null && row.consumerSecret !== null,
  };
}

/** The sealed OAuth credentials of the input: both given (sealed), both cleared, or unchanged. */
function credentialColumns(input: EtimsSettingsInput, keySecret: Buffer | null) {
  if (input.consumer_key === undefined && input.consumer_secret === undefined) return {};
  if (!keySecret) throw new Error('the eTIMS credentials need the key they are sealed with');
  if (!input.consumer_key || !input.consumer_secret) {
    if (!input.consumer_key && !input.consumer_secret) return { consumerKey: null, consumerSecret: null };
    const message = 'Give the eTIMS consumer key and secret together (both blank clears them)';
    throw new HttpError(422, message, {
      [input.consumer_key ? 'etims.consumer_secret' : 'etims.consumer_key']: [message],
    });
  }
  return {
    consumerKey: sealKey(keySecret, input.consumer_key),
    consumerSecret: sealKey(keySecret, input.consumer_secret),
  };
}

/**
 * PUT /account's `etims`: the given fields (absent ones stay). A new PIN, branch or device drops the
 * communication key (it was issued for the old ones, so the account must initialize again), and restarts the
 * receipt numbers and the purchase and stock numbers (KRA counts them per device: from 1 on a device new to the
 * business, after its last on one it used before); what was numbered on the old device and not yet sent is
 * renumbered on the new one, in the same transaction. A PIN and branch another business holds: 422 (the unique
 * index decides between two claims at once), nothing changed.
 */
export async function updateEtimsSettings(
  db: Db,
  accountId: number,
  input: EtimsSettingsInput,
  keySecret: Buffer | null,
) {
  const current = await etimsSettingsRow(db, accountId);
  const pin = input.kra_pin === undefined ? input.pin : input.kra_pin;
  const values = {
    enabled: input.enabled ?? current?.enabled ?? false,
    kraPin: pin === undefined ? (current?.kraPin ?? null) : pin,
    branchId: input.branch_id ?? current?.branchId ?? '00',
    deviceSerial: input.device_serial === undefined ? (current?.deviceSerial ?? null) : input.device_serial,
    ...credentialColumns(input, keySecret),
  };
  const connectionChanged =
    current !== null &&
    (values.kraPin !== current.kraPin ||
      values.branchId !== current.branchId ||
      values.deviceSerial !== current.deviceSerial);
  const reset = connectionChanged
    ? {
        communicationKey: null,
        controlUnitId: null,
        initializedAt: null,
        generalItemsRegistered: '',
        lastReceiptNumber: 0,
        ...countersOf(accountId, deviceOf(values)),
      }
    : {};
  try {
    await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
      await tx
        .insert(etimsSettings)
        .values({ accountId, ...values })
        .onConflictDoUpdate({
          target: etimsSettings.accountId,
          set: { ...values, ...reset, updatedAt: sql`now()` },
        });
      if (connectionChanged) await renumberUnsent(tx, accountId, new Date());
    });
  } catch (error) {
    if (values.kraPin && isUniqueViolation(error, PIN_BRANCH_INDEX)) {
      throw pinTaken(values.kraPin, values.branchId);
    }
    throw error;
  }
}

/**
 * POST /account/etims/initialize (and /etims/initialize): `selectInitOsdcInfo` for the account's PIN, branch and device; the communication
 * key KRA answers is stored sealed. KRA initializes a device once: a second time it answers 902 ("This device
 * is installed") and no key, so the key stored then is kept (answered with a `message` saying so), or, with
 * none stored, 422 saying what to do. 422 without a PIN or device serial, 502 with KRA's message when it
 * refuses otherwise.
 */
export async function initializeEtims(
  db: Db,
  etims: Etims,
  accountId: number,
  now: Date,
): Promise<{ data: EtimsSettings; message?: string }> {
  const row = await etimsSettingsRow(db, accountId);
  if (!row?.kraPin || !row.deviceSerial) {
    throw new HttpError(422, 'Set the eTIMS KRA PIN and device serial (PUT /account) before initializing.');
  }
  const credentials = credentialsOf(row, etims);
  let initialized: Awaited<ReturnType<Etims['client']['initialize']>>;
  try {
    initialized = await etims.client.initialize(credentials, {
      tin: row.kraPin,
      bhfId: row.branchId,
      dvcSrlNo: row.deviceSerial,
    });
  } catch (error) {
    if (error instanceof EtimsError && error.resultCd === RESULT_DEVICE_INSTALLED) {
      const installed = `KRA answered 902 "This device is installed": device ${row.deviceSerial} was initialized before, and KRA issues its key only once`;
      if (!row.communicationKey) {
        throw new HttpError(
          422,
          `${installed}. This business holds no key for it (was ETIMS_KEY_SECRET changed, or the database restored elsewhere?): ask KRA to reset the device, or register a new device serial, then initialize.`,
        );
      }
      return {
        data: toEtimsSettings(row, etims.environment),
        message: `${installed}. The key stored then is kept: signing goes on.`,
      };
    }
    throw new HttpError(502, (error as Error).message);
  }
  const [updated] = await db
    .update(etimsSettings)
    .set({
      communicationKey: sealKey(etims.keySecret, initialized.communicationKey),
      controlUnitId: initialized.controlUnitId,
      initializedAt: now,
      generalItemsRegistered: '',
      updatedAt: now,
    })
    .where(eq(etimsSettings.accountId, accountId))
    .returning();
  return { data: toEtimsSettings(updated ?? null, etims.environment) };
}
