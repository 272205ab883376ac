import { eq, sql } from 'drizzle-orm';
import { etimsSettings } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import type { EtimsSettingsRow } from './settings.ts';

/**
 * KRA counts purchases and stock movements on each device on its own (a new PIN, branch or device serial
 * starts at 1 again), so a number is only good on the device it was taken on: `{kra_pin}/{branch_id}/{serial}`.
 */
export const deviceOf = (settings: Pick<EtimsSettingsRow, 'kraPin' | 'branchId' | 'deviceSerial'>): string =>
  `${settings.kraPin}/${settings.branchId}/${settings.deviceSerial}`;

const counters = {
  purchase: etimsSettings.lastPurchaseNumber,
  stock: etimsSettings.lastStockNumber,
} as const;

/**
 * The device's next purchase or stock number, in the caller's transaction: the settings row stays locked
 * until it commits, so two writers take turns and a rolled-back one leaves no gap.
 */
export async function takeDeviceNumber(
  tx: Executor,
  accountId: number,
  kind: keyof typeof counters,
): Promise<{ number: number; device: string }> {
  const counter = counters[kind];
  const [taken] = await tx
    .update(etimsSettings)
    .set(
      kind === 'purchase'
        ? { lastPurchaseNumber: sql`${counter} + 1` }
        : { lastStockNumber: sql`${counter} + 1` },
    )
    .where(eq(etimsSettings.accountId, accountId))
    .returning({
      number: counter,
      kraPin: etimsSettings.kraPin,
      branchId: etimsSettings.branchId,
      deviceSerial: etimsSettings.deviceSerial,
    });
  return { number: taken!.number, device: deviceOf(taken!) };
}
