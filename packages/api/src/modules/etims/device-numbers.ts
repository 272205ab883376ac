import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { etimsPurchases, etimsSettings, jobs } from '../../db/schema.ts';
import type { Executor, Tx } from '../../db/transaction.ts';
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

/**
 * The purchase and stock counters of `device` for a business moving to it: the highest numbers it took there
 * before (a device switched back to, say after a mistyped serial, keeps its sequences at KRA), else 0.
 */
export function countersOf(accountId: number, device: string) {
  return {
    lastPurchaseNumber: sql<number>`(select coalesce(max(p.purchase_number), 0) from ${etimsPurchases} p
      where p.account_id = ${accountId} and p.device = ${device})`,
    lastStockNumber: sql<number>`(select coalesce(max((j.payload->'movement'->>'sarNo')::int), 0) from ${jobs} j
      where j.account_id = ${accountId} and j.kind = 'etims_stock' and j.payload->>'device' = ${device})`,
  };
}

/** In `tx`: purchase `purchaseId` takes the device's next purchase number. */
export async function renumberPurchase(tx: Tx, accountId: number, purchaseId: number, now: Date) {
  const taken = await takeDeviceNumber(tx, accountId, 'purchase');
  await tx
    .update(etimsPurchases)
    .set({ purchaseNumber: taken.number, device: taken.device, updatedAt: now })
    .where(and(eq(etimsPurchases.id, purchaseId), eq(etimsPurchases.accountId, accountId)));
  return taken.number;
}

type NumberedMovement = { movement: { sarNo: number; orgSarNo: number }; device?: string };

/** In `tx`: stock job `jobId`'s movement takes the device's next number, kept in the job (a retry sends it). */
export async function renumberStockJob<P extends NumberedMovement>(
  tx: Tx,
  accountId: number,
  jobId: number,
  payload: P,
): Promise<P> {
  const taken = await takeDeviceNumber(tx, accountId, 'stock');
  const movement = { ...payload.movement, sarNo: taken.number, orgSarNo: taken.number };
  const renumbered: P = { ...payload, movement, device: taken.device };
  await tx
    .update(jobs)
    .set({ payload: renumbered, key: `${taken.device}:${taken.number}` })
    .where(and(eq(jobs.id, jobId), eq(jobs.accountId, accountId)));
  return renumbered;
}

/**
 * In the transaction that replaced the device (its counters set by countersOf, its settings row locked): the
 * purchases and stock movements numbered on an earlier device and still waiting to be sent take the new
 * device's first numbers, in the order they were numbered, so they go out ahead of, and in sequence with,
 * what is numbered after. A job a runner holds (claimed or being completed) is left to it: sent, its number
 * was the old device's; failed, its retry renumbers it when it is sent.
 */
export async function renumberUnsent(tx: Tx, accountId: number, now: Date): Promise<void> {
  const purchases = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      select p.id from ${etimsPurchases} p
        join ${jobs} j on j.account_id = p.account_id and j.kind = 'etims_purchase' and j.key = 'purchase:' || p.id
        where p.account_id = ${accountId} and p.status = 'awaiting' and p.purchase_number is not null
          and j.status = 'pending'
        order by j.id
        for update of j skip locked`),
  );
  for (const { id } of purchases) await renumberPurchase(tx, accountId, Number(id), now);
  const movements = rowsOf<{ id: number | string; payload: NumberedMovement }>(
    await tx.execute(sql`
      select id, payload from ${jobs}
        where account_id = ${accountId} and kind = 'etims_stock' and status = 'pending'
          and coalesce(payload->>'movement_sent', 'false') <> 'true'
        order by id
        for update skip locked`),
  );
  for (const { id, payload } of movements) await renumberStockJob(tx, accountId, Number(id), payload);
}
