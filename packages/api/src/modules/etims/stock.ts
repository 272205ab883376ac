import { centsToDecimal, toCents } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import {
  STOCK_MOVEMENTS,
  type StockIoItem,
  type StockIoRequest,
  type StockMasterRequest,
  type StockMovement,
} from '../../adapters/etims/stock-wire.ts';
import type { SaleItem } from '../../adapters/etims/wire.ts';
import type { Db } from '../../db/client.ts';
import { etimsStockLevels, jobs } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, type Tx, writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { deviceOf, renumberStockJob, takeDeviceNumber } from './device-numbers.ts';
import { APP_USER } from './items.ts';
import { isGoods } from './sale.ts';
import { sessionOf } from './session.ts';
import { etimsSettingsRow } from './settings.ts';
import type { Etims } from './setup.ts';

/**
 * The stock KRA is told of: after a signed sale of goods (out, `11`), a credit note on one (back in, `03`) or
 * an accepted purchase (in, `02`), the `etims_stock` job sends `insertStockIO` under the device's next
 * stored/released number (from 1 again on a new PIN, branch or device serial, as KRA counts them), then `saveStockMaster` for each item with what is left. The levels change, and the
 * number is taken, in the transaction that records the signature or acceptance; the job only sends.
 */

export type StockItem = Pick<
  SaleItem,
  | 'itemCd'
  | 'itemClsCd'
  | 'itemNm'
  | 'pkgUnitCd'
  | 'pkg'
  | 'qtyUnitCd'
  | 'qty'
  | 'prc'
  | 'splyAmt'
  | 'dcAmt'
  | 'taxTyCd'
  | 'taxblAmt'
  | 'taxAmt'
  | 'totAmt'
> & { bcd?: string | null };

/** The payload of an `etims_stock` job: the movement, the levels after it, and whether the movement went. */
type StockPayload = {
  movement: StockIoRequest;
  masters: StockMasterRequest[];
  movement_sent?: boolean;
  /** The device `movement.sarNo` was taken on (absent on jobs queued before it was kept). */
  device?: string;
};

const sumOf = (items: StockIoItem[], field: 'taxblAmt' | 'taxAmt' | 'totAmt') =>
  Number(centsToDecimal(items.reduce((sum, item) => sum + toCents(item[field]), 0n)));

/**
 * In `tx`: the goods of a signed document move (nothing for services): the levels change (never below 0),
 * and the `etims_stock` job that tells KRA is enqueued.
 */
export async function queueStockMovement(
  tx: Tx,
  accountId: number,
  document: {
    movement: StockMovement;
    date: string;
    customer: { tin: string | null; name: string | null } | null;
    items: StockItem[];
    summary: string;
  },
): Promise<void> {
  const goods = document.items.filter((item) => isGoods(item.itemCd));
  if (goods.length === 0) return;
  const taken = await takeDeviceNumber(tx, accountId, 'stock');
  const sarNo = taken.number;
  const itemList: StockIoItem[] = goods.map((item, index) => ({
    itemSeq: index + 1,
    itemCd: item.itemCd,
    itemClsCd: item.itemClsCd,
    itemNm: item.itemNm,
    bcd: item.bcd ?? null,
    pkgUnitCd: item.pkgUnitCd,
    pkg: item.pkg,
    qtyUnitCd: item.qtyUnitCd,
    qty: item.qty,
    itemExprDt: null,
    prc: item.prc,
    splyAmt: item.splyAmt,
    totDcAmt: item.dcAmt,
    taxblAmt: item.taxblAmt,
    taxTyCd: item.taxTyCd,
    taxAmt: item.taxAmt,
    totAmt: item.totAmt,
  }));
  const sign = document.movement === STOCK_MOVEMENTS.sale ? -1 : 1;
  const masters: StockMasterRequest[] = [];
  for (const code of new Set(goods.map((item) => item.itemCd))) {
    const moved = goods.filter((item) => item.itemCd === code).reduce((sum, item) => sum + item.qty, 0);
    const change = centsToDecimal(BigInt(Math.round(sign * moved * 100)));
    const [level] = await tx
      .insert(etimsStockLevels)
      .values({ accountId, itemCode: code, quantity: sql`greatest(0, ${change}::numeric)` })
      .onConflictDoUpdate({
        target: [etimsStockLevels.accountId, etimsStockLevels.itemCode],
        set: {
          quantity: sql`greatest(0, ${etimsStockLevels.quantity} + ${change}::numeric)`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ quantity: etimsStockLevels.quantity });
    masters.push({ itemCd: code, rsdQty: Number(level!.quantity), ...audit });
  }
  const movement: StockIoRequest = {
    sarNo,
    orgSarNo: sarNo,
    regTyCd: 'A',
    custTin: document.customer?.tin ?? null,
    custNm: document.customer?.name?.slice(0, 100) ?? null,
    custBhfId: null,
    sarTyCd: document.movement,
    ocrnDt: document.date,
    totItemCnt: itemList.length,
    totTaxblAmt: sumOf(itemList, 'taxblAmt'),
    totTaxAmt: sumOf(itemList, 'taxAmt'),
    totAmt: sumOf(itemList, 'totAmt'),
    remark: null,
    ...audit,
    itemList,
  };
  const payload: StockPayload = { movement, masters, device: taken.device };
  await enqueueJob(tx, {
    accountId,
    kind: 'etims_stock',
    key: `${taken.device}:${sarNo}`,
    payload,
    summary: document.summary,
    runAt: new Date(),
  });
}

const audit = { regrId: APP_USER.id, regrNm: APP_USER.name, modrId: APP_USER.id, modrNm: APP_USER.name };

/**
 * The `etims_stock` job: `insertStockIO` (once: the job remembers it went), then each `saveStockMaster`; a
 * refusal fails the attempt and the queue retries.
 */
export function etimsStockHandler(db: Db, etims: Etims): JobHandler {
  return async (job, { complete }) => {
    const settings = await etimsSettingsRow(db, job.accountId);
    const session = sessionOf(settings, etims);
    let payload = job.payload as StockPayload;
    if (!payload.movement_sent && payload.device && payload.device !== deviceOf(settings!)) {
      payload = await writeTransaction(db, AMOUNTS_TOO_LARGE, (tx) =>
        renumberStockJob(tx, job.accountId, job.id, payload),
      );
    }
    if (!payload.movement_sent) {
      await etims.client.stockIO(session, payload.movement);
      await db
        .update(jobs)
        .set({ payload: { ...payload, movement_sent: true } })
        .where(and(eq(jobs.id, job.id)));
    }
    for (const master of payload.masters) await etims.client.stockMaster(session, master);
    await writeTransaction(db, AMOUNTS_TOO_LARGE, (tx) => complete(tx));
    return { done: true };
  };
}
