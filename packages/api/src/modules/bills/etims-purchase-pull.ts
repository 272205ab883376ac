import type { EtimsPurchasePull } from '@daftari/contracts';
import { calendarDayIn } from '@daftari/format';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { EtimsError } from '../../adapters/etims/client.ts';
import { KRA_TIME_ZONE, oscuDateTime } from '../../adapters/etims/dates.ts';
import type { PurchaseSale } from '../../adapters/etims/purchase-wire.ts';
import { cuInvoiceNumber } from '../../adapters/etims/wire.ts';
import type { Db } from '../../db/client.ts';
import { accounts, bills, etimsPurchases, etimsSettings } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, writeTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { type Etims, etimsSettingsRow, queueEtimsPurchase, sessionOf } from '../etims/index.ts';
import { billOfPurchase } from './etims-purchase-bill.ts';

/** The first list of an account asks from the start of the previous month: the purchases of the VAT return due. */
function firstRequestFrom(now: Date): string {
  const today = oscuDateTime(now, KRA_TIME_ZONE, true);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(4, 6));
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return `${y}${String(m).padStart(2, '0')}01000000`;
}

/**
 * One listed sale, in its own transaction: recorded in `etims_purchases` (nothing more when that supplier's
 * CU invoice number is known already) and turned into a draft bill. The account's eTIMS settings row is locked
 * first, so two pulls of one account take turns (and never create the same new supplier twice). Answers
 * whether it was new.
 */
async function importPurchase(db: Db, accountId: number, sale: PurchaseSale): Promise<boolean> {
  const cu = cuInvoiceNumber(sale.spplrSdcId ?? null, sale.spplrInvcNo);
  return writeTransaction(db, 'The amounts of a purchase fetched from KRA are too large.', async (tx) => {
    await tx
      .select({ accountId: etimsSettings.accountId })
      .from(etimsSettings)
      .where(eq(etimsSettings.accountId, accountId))
      .for('update');
    const [row] = await tx
      .insert(etimsPurchases)
      .values({ accountId, supplierPin: sale.spplrTin, cuInvoiceNumber: cu, sale })
      .onConflictDoNothing()
      .returning({ id: etimsPurchases.id });
    if (!row) return false;
    const linked = async (billId: number) =>
      (await tx.select().from(etimsPurchases).where(eq(etimsPurchases.billId, billId))).length > 0;
    const { billId, created } = await billOfPurchase(tx, accountId, sale, cu, linked);
    await tx.update(etimsPurchases).set({ billId }).where(eq(etimsPurchases.id, row.id));
    if (!created) {
      // A bill keyed by hand and already posted was accepted before it was fetched: KRA is told now.
      const [bill] = await tx.select({ status: bills.status }).from(bills).where(eq(bills.id, billId));
      if (bill && bill.status !== 'draft') await queueEtimsPurchase(tx, accountId, billId);
    }
    return true;
  });
}

/**
 * Fetches the invoices other businesses' control units signed to the account's PIN since the last list
 * (`selectTrnsPurchaseSalesList`) and imports each new one as a draft bill. The next list asks from KRA's
 * time of this answer (never moving back). 422 when eTIMS is off or not initialized; KRA's refusal is an
 * `EtimsError`.
 */
export async function pullPurchases(
  db: Db,
  etims: Etims,
  accountId: number,
  now: Date,
): Promise<EtimsPurchasePull> {
  const settings = await etimsSettingsRow(db, accountId);
  if (!settings?.enabled || !settings.communicationKey) {
    throw new HttpError(422, 'Turn KRA eTIMS on and initialize it before fetching purchases from KRA.');
  }
  const from = settings.purchasesRequestedAt ?? firstRequestFrom(now);
  const { list: sales, answeredAt } = await etims.client.purchases(sessionOf(settings, etims), from);
  let imported = 0;
  for (const sale of sales) {
    if (await importPurchase(db, accountId, sale)) imported += 1;
  }
  const next = answeredAt ?? oscuDateTime(now, KRA_TIME_ZONE);
  await db
    .update(etimsSettings)
    .set({
      purchasesRequestedAt: sql`greatest(coalesce(${etimsSettings.purchasesRequestedAt}, ''), ${next})`,
    })
    .where(eq(etimsSettings.accountId, accountId));
  return { imported, listed: sales.length };
}

/** POST /etims/purchases/pull: the pull, with KRA's refusal as 502 and its message. */
export async function pullPurchasesNow(db: Db, etims: Etims, accountId: number, now: Date) {
  try {
    return await pullPurchases(db, etims, accountId, now);
  } catch (error) {
    if (error instanceof EtimsError) throw new HttpError(502, error.message);
    throw error;
  }
}

/**
 * Enqueues the day's `etims_purchases` job of every account with eTIMS on and initialized, keyed by the
 * account and its calendar day, so each runs once a day however often the timer ticks. Answers how many.
 */
export async function produceEtimsPurchasePulls(db: Db, now: Date, shouldStop: () => boolean) {
  const due = await db
    .select({ accountId: etimsSettings.accountId, timeZone: accounts.timeZone })
    .from(etimsSettings)
    .innerJoin(accounts, eq(accounts.id, etimsSettings.accountId))
    .where(and(eq(etimsSettings.enabled, true), isNotNull(etimsSettings.communicationKey)));
  let enqueued = 0;
  for (const { accountId, timeZone } of due) {
    if (shouldStop()) break;
    const day = calendarDayIn(timeZone, now);
    const job = {
      accountId,
      kind: 'etims_purchases' as const,
      key: `${accountId}:${day}`,
      payload: {},
      summary: `Fetch the purchases of ${day} from KRA eTIMS`,
      runAt: now,
    };
    if (await enqueueJob(db, job)) enqueued += 1;
  }
  return enqueued;
}

/** The `etims_purchases` job: the day's pull (nothing when eTIMS was turned off since); a failure retries. */
export function etimsPurchasesHandler(db: Db, etims: Etims): JobHandler {
  return async (job, { now, complete }) => {
    const settings = await etimsSettingsRow(db, job.accountId);
    if (settings?.enabled && settings.communicationKey) await pullPurchases(db, etims, job.accountId, now);
    await writeTransaction(db, AMOUNTS_TOO_LARGE, (tx) => complete(tx));
    return { done: true };
  };
}
