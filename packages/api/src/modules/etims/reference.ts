import type { EtimsCode, EtimsItemClass } from '@daftari/contracts';
import { calendarDayIn } from '@daftari/format';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { KRA_TIME_ZONE, oscuDateTime } from '../../adapters/etims/dates.ts';
import {
  type CodeClass,
  codeClassSchema,
  type ItemClass,
  itemClassSchema,
} from '../../adapters/etims/reference-wire.ts';
import type { Db } from '../../db/client.ts';
import { etimsReferenceLists, etimsSettings } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { AMOUNTS_TOO_LARGE, writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { sessionOf } from './session.ts';
import type { Etims } from './setup.ts';

/**
 * KRA's code lists (`selectCodeList`) and item classifications (`selectItemClsList`), kept per eTIMS
 * environment and refreshed once a day (the `etims_codes` job, through the first account initialized there:
 * the calls need a branch's headers). A refresh asks for what changed since KRA's time of the last answer
 * (from 2018 the first time: everything) and merges it into what is kept.
 */

type ListName = 'codes' | 'item_classes';

/** The first `lastReqDt`: before any of KRA's lists (its own examples ask from 2018). */
const EVERYTHING_SINCE = '20180101000000';

async function stored(db: Executor, environment: string, list: ListName) {
  const [row] = await db
    .select()
    .from(etimsReferenceLists)
    .where(and(eq(etimsReferenceLists.environment, environment), eq(etimsReferenceLists.list, list)));
  return row ?? null;
}

async function keep(
  db: Executor,
  environment: string,
  list: ListName,
  data: unknown[],
  at: string,
  now: Date,
) {
  await db
    .insert(etimsReferenceLists)
    .values({ environment, list, data, requestedAt: at, refreshedAt: now })
    .onConflictDoUpdate({
      target: [etimsReferenceLists.environment, etimsReferenceLists.list],
      set: { data, requestedAt: at, refreshedAt: now },
    });
}

/** `changed` merged into `kept`, by `key` (a changed entry replaces the kept one). */
function merged<T>(kept: T[], changed: T[], key: (entry: T) => string): T[] {
  const byKey = new Map(kept.map((entry) => [key(entry), entry]));
  for (const entry of changed) byKey.set(key(entry), entry);
  return [...byKey.values()];
}

/** Reads what is kept; entries that no longer parse (an older shape) are dropped. */
const parsedList = <T>(data: unknown, parse: (entry: unknown) => T | null): T[] =>
  (Array.isArray(data) ? data : []).map(parse).filter((entry): entry is T => entry !== null);
const codeClassesOf = (data: unknown) => parsedList(data, (e) => codeClassSchema.safeParse(e).data ?? null);
const itemClassesOf = (data: unknown) => parsedList(data, (e) => itemClassSchema.safeParse(e).data ?? null);

/** The refresh of both lists through `accountId`'s connection. */
export async function refreshReferenceLists(db: Db, etims: Etims, accountId: number, now: Date) {
  const [settings] = await db.select().from(etimsSettings).where(eq(etimsSettings.accountId, accountId));
  const session = sessionOf(settings ?? null, etims);
  const answeredAt = (at: string | null) => at ?? oscuDateTime(now, KRA_TIME_ZONE);

  const codes = await stored(db, etims.environment, 'codes');
  const changedCodes = await etims.client.codeList(session, codes?.requestedAt ?? EVERYTHING_SINCE);
  const classes: CodeClass[] = merged(codeClassesOf(codes?.data), changedCodes.list, (c) => c.cdCls).map(
    (cls) => {
      const before = codeClassesOf(codes?.data).find((kept) => kept.cdCls === cls.cdCls);
      return { ...cls, dtlList: merged(before?.dtlList ?? [], cls.dtlList, (code) => code.cd) };
    },
  );
  await keep(db, etims.environment, 'codes', classes, answeredAt(changedCodes.answeredAt), now);

  const items = await stored(db, etims.environment, 'item_classes');
  const changedItems = await etims.client.itemClasses(session, items?.requestedAt ?? EVERYTHING_SINCE);
  const itemClasses: ItemClass[] = merged(itemClassesOf(items?.data), changedItems.list, (c) => c.itemClsCd);
  await keep(db, etims.environment, 'item_classes', itemClasses, answeredAt(changedItems.answeredAt), now);
}

/** GET /etims/codes: the codes of one class (`04` tax types, `07` payment types, `32` credit note reasons …). */
export async function referenceCodes(db: Executor, etims: Etims, codeClass: string): Promise<EtimsCode[]> {
  const kept = codeClassesOf((await stored(db, etims.environment, 'codes'))?.data);
  return (kept.find((cls) => cls.cdCls === codeClass)?.dtlList ?? [])
    .filter((code) => code.useYn === 'Y')
    .sort((a, b) => (a.srtOrd ?? 0) - (b.srtOrd ?? 0))
    .map((code) => ({ code: code.cd, name: code.cdNm, description: code.cdDesc ?? null }));
}

/**
 * GET /etims/item_classes: the classifications an item can be registered under (class level and below, in
 * use) whose code starts with, or name contains, `search`; at most `limit`.
 */
export async function referenceItemClasses(
  db: Executor,
  etims: Etims,
  search: string,
  limit: number,
): Promise<EtimsItemClass[]> {
  const kept = itemClassesOf((await stored(db, etims.environment, 'item_classes'))?.data);
  const wanted = search.trim().toLowerCase();
  return kept
    .filter((cls) => cls.useYn === 'Y' && (cls.itemClsLvl ?? 3) >= 3)
    .filter(
      (cls) => !wanted || cls.itemClsCd.startsWith(wanted) || cls.itemClsNm.toLowerCase().includes(wanted),
    )
    .sort((a, b) => a.itemClsCd.localeCompare(b.itemClsCd))
    .slice(0, limit)
    .map((cls) => ({
      code: cls.itemClsCd,
      name: cls.itemClsNm,
      level: cls.itemClsLvl ?? null,
      tax_type: cls.taxTyCd ?? null,
    }));
}

/**
 * Whether `code` is an item classification KRA lists (a class or below); true while no list is kept yet (the
 * first refresh has not run), so nothing is refused for want of a list.
 */
export async function isKnownItemClass(db: Executor, etims: Etims, code: string): Promise<boolean> {
  const row = await stored(db, etims.environment, 'item_classes');
  if (!row) return true;
  return itemClassesOf(row.data).some((cls) => cls.itemClsCd === code && (cls.itemClsLvl ?? 3) >= 3);
}

/** Enqueues the day's refresh of the environment's lists, through its first initialized account. */
export async function produceReferenceRefresh(db: Db, etims: Etims, now: Date): Promise<number> {
  const [first] = await db
    .select({ accountId: etimsSettings.accountId })
    .from(etimsSettings)
    .where(and(eq(etimsSettings.enabled, true), isNotNull(etimsSettings.communicationKey)))
    .orderBy(asc(etimsSettings.initializedAt), asc(etimsSettings.accountId))
    .limit(1);
  if (!first) return 0;
  const day = calendarDayIn(KRA_TIME_ZONE, now);
  const enqueued = await enqueueJob(db, {
    accountId: first.accountId,
    kind: 'etims_codes',
    key: `${etims.environment}:${day}`,
    payload: {},
    summary: `Refresh KRA eTIMS code lists and item classifications (${etims.environment}) of ${day}`,
    runAt: now,
  });
  return enqueued ? 1 : 0;
}

/** The `etims_codes` job: the refresh; a failure retries. */
export function referenceRefreshHandler(db: Db, etims: Etims): JobHandler {
  return async (job, { now, complete }) => {
    await refreshReferenceLists(db, etims, job.accountId, now);
    await writeTransaction(db, AMOUNTS_TOO_LARGE, (tx) => complete(tx));
    return { done: true };
  };
}
