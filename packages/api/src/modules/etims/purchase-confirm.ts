import { and, eq } from 'drizzle-orm';
import { type PurchaseSale, purchaseSaleSchema } from '../../adapters/etims/purchase-wire.ts';
import { STOCK_MOVEMENTS } from '../../adapters/etims/stock-wire.ts';
import type { Db } from '../../db/client.ts';
import { accounts, bills, etimsPurchases } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, type Tx, writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { deviceOf, renumberPurchase, takeDeviceNumber } from './device-numbers.ts';
import { purchaseRequest } from './purchase-request.ts';
import { sessionOf } from './session.ts';
import { etimsSettingsRow } from './settings.ts';
import type { Etims } from './setup.ts';
import { queueStockMovement } from './stock.ts';

/**
 * A bill fetched from KRA leaving draft, in the caller's transaction: it takes the device's next purchase
 * number (`invcNo` of `insertTrnsPurchase`: KRA counts each branch's device on its own, as its receipt numbers,
 * so a new PIN, branch or device serial starts at 1 again; the settings row stays locked until the caller
 * commits, so two bills take turns and a rolled-back one leaves no gap) and the `etims_purchase` job that
 * tells KRA it was accepted. Once per purchase; nothing for a bill not fetched from KRA, or when eTIMS is off
 * or not initialized.
 */
export async function queueEtimsPurchase(tx: Tx, accountId: number, billId: number): Promise<void> {
  const [purchase] = await tx
    .select({ id: etimsPurchases.id, number: etimsPurchases.purchaseNumber, bill: bills.billNumber })
    .from(etimsPurchases)
    .innerJoin(bills, eq(bills.id, etimsPurchases.billId))
    .where(and(eq(etimsPurchases.billId, billId), eq(etimsPurchases.accountId, accountId)));
  if (!purchase || purchase.number !== null) return;
  const settings = await etimsSettingsRow(tx, accountId);
  if (!settings?.enabled || !settings.communicationKey) return;
  const taken = await takeDeviceNumber(tx, accountId, 'purchase');
  await tx
    .update(etimsPurchases)
    .set({ purchaseNumber: taken.number, device: taken.device, status: 'awaiting', updatedAt: new Date() })
    .where(eq(etimsPurchases.id, purchase.id));
  await enqueueJob(tx, {
    accountId,
    kind: 'etims_purchase',
    key: `purchase:${purchase.id}`,
    payload: { purchase_id: purchase.id },
    summary: `KRA eTIMS purchase ${taken.number} for bill ${purchase.bill}`,
    runAt: new Date(),
  });
}

/**
 * The `etims_purchase` job: `insertTrnsPurchase` of the fetched sale under its purchase number. KRA's
 * refusal is kept on the record and the attempt fails, so the queue retries with its backoff; after the last
 * attempt the record is `failed`. `confirmed`, and the stock movement of the goods bought, are stored in the
 * transaction that marks the job done.
 */
export function etimsPurchaseHandler(db: Db, etims: Etims): JobHandler {
  return async (job, { now, complete }) => {
    const id = Number((job.payload as { purchase_id?: unknown }).purchase_id);
    const where = and(eq(etimsPurchases.id, id), eq(etimsPurchases.accountId, job.accountId));
    try {
      const [record] = await db
        .select({
          sale: etimsPurchases.sale,
          number: etimsPurchases.purchaseNumber,
          device: etimsPurchases.device,
          status: etimsPurchases.status,
          timeZone: accounts.timeZone,
        })
        .from(etimsPurchases)
        .innerJoin(accounts, eq(accounts.id, etimsPurchases.accountId))
        .where(where);
      if (!record || record.number === null || record.status === 'confirmed') {
        await writeTransaction(db, AMOUNTS_TOO_LARGE, (tx) => complete(tx));
        return { done: true };
      }
      const settings = await etimsSettingsRow(db, job.accountId);
      const session = sessionOf(settings, etims);
      const number =
        record.device === deviceOf(settings!)
          ? record.number
          : await writeTransaction(db, AMOUNTS_TOO_LARGE, (tx) =>
              renumberPurchase(tx, job.accountId, id, now),
            );
      const sale: PurchaseSale = purchaseSaleSchema.parse(record.sale);
      const purchase = purchaseRequest(sale, number, now, record.timeZone);
      await etims.client.insertPurchase(session, purchase);
      await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
        await complete(tx);
        await tx
          .update(etimsPurchases)
          .set({ status: 'confirmed', confirmedAt: now, error: null, updatedAt: now })
          .where(where);
        await queueStockMovement(tx, job.accountId, {
          movement: STOCK_MOVEMENTS.purchase,
          date: purchase.pchsDt,
          customer: { tin: purchase.spplrTin, name: purchase.spplrNm },
          items: purchase.itemList,
          summary: `KRA eTIMS stock movement of purchase ${number}`,
        });
      });
      return { done: true };
    } catch (error) {
      await db
        .update(etimsPurchases)
        .set({
          status: job.attempts >= job.maxAttempts ? 'failed' : 'awaiting',
          error: (error as Error).message.slice(0, 2000),
          updatedAt: now,
        })
        .where(where);
      throw error;
    }
  };
}
