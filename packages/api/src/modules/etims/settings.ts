import type { EtimsSettings, EtimsSettingsInput } from '@daftari/contracts';
import { eq, sql } from 'drizzle-orm';
import { sealKey } from '../../adapters/etims/key-box.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { etimsSettings } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import type { Etims } from './setup.ts';

export type EtimsSettingsRow = typeof etimsSettings.$inferSelect;

/** The unique index of (kra_pin, branch_id): one KRA PIN and branch belong to one business. */
const PIN_BRANCH_INDEX = 'etims_settings_kra_pin_branch_unique';

/** A KRA PIN and branch another business holds: its KRA device key would break theirs (KRA answers 910). */
function pinTaken(kraPin: string, branchId: string): HttpError {
  const message = `KRA PIN ${kraPin}, branch ${branchId} is already connected to eTIMS by another business on Daftari: one PIN and branch sign from one business only`;
  return new HttpError(422, message, { 'etims.kra_pin': [message] });
}

const OFF: EtimsSettings = {
  enabled: false,
  kra_pin: null,
  branch_id: '00',
  device_serial: null,
  initialized_at: null,
};

export async function etimsSettingsRow(db: Executor, accountId: number): Promise<EtimsSettingsRow | null> {
  const [row] = await db.select().from(etimsSettings).where(eq(etimsSettings.accountId, accountId));
  return row ?? null;
}

/** The settings as the account answer shows them: never the communication key. */
export function toEtimsSettings(row: EtimsSettingsRow | null): EtimsSettings {
  if (!row) return OFF;
  return {
    enabled: row.enabled,
    kra_pin: row.kraPin,
    branch_id: row.branchId,
    device_serial: row.deviceSerial,
    initialized_at: row.initializedAt?.toISOString() ?? null,
  };
}

/**
 * PUT /account's `etims`: the given fields (absent ones stay). A new PIN, branch or device drops the
 * communication key: it was issued for the old ones, so the account must initialize again. A PIN and branch
 * another business holds: 422 (the unique index decides between two claims at once), nothing changed.
 */
export async function updateEtimsSettings(db: Db, accountId: number, input: EtimsSettingsInput) {
  const current = await etimsSettingsRow(db, accountId);
  const values = {
    enabled: input.enabled ?? current?.enabled ?? false,
    kraPin: input.kra_pin === undefined ? (current?.kraPin ?? null) : input.kra_pin,
    branchId: input.branch_id ?? current?.branchId ?? '00',
    deviceSerial: input.device_serial === undefined ? (current?.deviceSerial ?? null) : input.device_serial,
  };
  const connectionChanged =
    current !== null &&
    (values.kraPin !== current.kraPin ||
      values.branchId !== current.branchId ||
      values.deviceSerial !== current.deviceSerial);
  const reset = connectionChanged
    ? { communicationKey: null, controlUnitId: null, initializedAt: null, itemRegistered: false }
    : {};
  try {
    await db
      .insert(etimsSettings)
      .values({ accountId, ...values })
      .onConflictDoUpdate({
        target: etimsSettings.accountId,
        set: { ...values, ...reset, updatedAt: sql`now()` },
      });
  } catch (error) {
    if (values.kraPin && isUniqueViolation(error, PIN_BRANCH_INDEX)) {
      throw pinTaken(values.kraPin, values.branchId);
    }
    throw error;
  }
}

/**
 * POST /etims/initialize: `selectInitOsdcInfo` for the account's PIN, branch and device; the communication
 * key KRA answers is stored sealed. 422 without a PIN or device serial, 502 with KRA's message when it
 * refuses.
 */
export async function initializeEtims(
  db: Db,
  etims: Etims,
  accountId: number,
  now: Date,
): Promise<EtimsSettings> {
  const row = await etimsSettingsRow(db, accountId);
  if (!row?.kraPin || !row.deviceSerial) {
    throw new HttpError(422, 'Set the eTIMS KRA PIN and device serial (PUT /account) before initializing.');
  }
  let initialized: Awaited<ReturnType<Etims['client']['initialize']>>;
  try {
    initialized = await etims.client.initialize({
      tin: row.kraPin,
      bhfId: row.branchId,
      dvcSrlNo: row.deviceSerial,
    });
  } catch (error) {
    throw new HttpError(502, (error as Error).message);
  }
  const [updated] = await db
    .update(etimsSettings)
    .set({
      communicationKey: sealKey(etims.keySecret, initialized.communicationKey),
      controlUnitId: initialized.controlUnitId,
      initializedAt: now,
      itemRegistered: false,
      updatedAt: now,
    })
    .where(eq(etimsSettings.accountId, accountId))
    .returning();
  return toEtimsSettings(updated ?? null);
}
