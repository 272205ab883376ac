import { eq, sql } from 'drizzle-orm';
import {
  ITEM_TYPES,
  type ItemType,
  itemCode,
  NO_PACKAGING,
  type OscuHeaders,
  qtyUnitCodeOf,
  taxTypeOf,
} from '../../adapters/etims/wire.ts';
import type { Db } from '../../db/client.ts';
import { type creditNoteItems, etimsSettings, type invoiceItems, priceListItems } from '../../db/schema.ts';
import { type PriceListItemRow, priceListItemColumns } from '../price-list/service.ts';
import type { EtimsSettingsRow } from './settings.ts';
import type { Etims } from './setup.ts';

/** Who the app signs as in the `regr`/`modr` audit fields. */
export const APP_USER = { id: 'daftari', name: 'Daftari' } as const;

/** How KRA knows what a line sells. */
export interface EtimsItem {
  itemCd: string;
  itemClsCd: string;
  itemTyCd: ItemType;
  pkgUnitCd: string;
  qtyUnitCd: string;
}

/**
 * What a line not on the price list is sold as: a service (made in Kenya, no packaging, counted in units) in
 * the segment of services (UNSPSC 9xxxxxxx). Its serial, 0, is no price-list item's.
 */
export const DEFAULT_SERVICE_ITEM: EtimsItem = {
  itemCd: itemCode(ITEM_TYPES.service, NO_PACKAGING, 'U', 0),
  itemClsCd: '99000000',
  itemTyCd: ITEM_TYPES.service,
  pkgUnitCd: NO_PACKAGING,
  qtyUnitCd: 'U',
};

/** The price-list item a line is sold as, as signing reads it. */
export const listedItemColumns = {
  ...priceListItemColumns,
  registeredFor: priceListItems.etimsRegisteredFor,
};
export type ListedItem = PriceListItemRow & { registeredFor: Date | null };

/** A line is sold as the account's price-list item with its details, unit and unit price (the list's identity). */
export const listedItemOf = (line: typeof invoiceItems | typeof creditNoteItems) =>
  sql`${priceListItems.accountId} = ${line.accountId}
    and md5(${priceListItems.description}) = md5(${line.description})
    and ${priceListItems.unit} = ${line.unit} and ${priceListItems.unitPrice} = ${line.unitPrice}`;

/** What KRA knows a line as: its price-list item (its id is the code's serial), else the default service. */
export function etimsItemOf(listed: ListedItem | null): EtimsItem {
  if (!listed) return DEFAULT_SERVICE_ITEM;
  const itemTyCd = listed.kind === 'goods' ? ITEM_TYPES.finishedProduct : ITEM_TYPES.service;
  const qtyUnitCd = qtyUnitCodeOf(listed.unit);
  return {
    itemCd: itemCode(itemTyCd, NO_PACKAGING, qtyUnitCd, listed.id),
    itemClsCd: listed.classificationCode ?? DEFAULT_SERVICE_ITEM.itemClsCd,
    itemTyCd,
    pkgUnitCd: NO_PACKAGING,
    qtyUnitCd,
  };
}

const saveItemFields = (
  item: EtimsItem,
  name: string,
  taxTyCd: ReturnType<typeof taxTypeOf>,
  price: number,
) => ({
  ...item,
  itemNm: name.slice(0, 200),
  orgnNatCd: 'KE',
  taxTyCd,
  dftPrc: price,
  isrcAplcbYn: 'N' as const,
  useYn: 'Y' as const,
  regrId: APP_USER.id,
  regrNm: APP_USER.name,
  modrId: APP_USER.id,
  modrNm: APP_USER.name,
});

/**
 * Registers with `saveItem` what the lines are sold as and this eTIMS connection (told apart by when it was
 * initialized) does not know yet: the default service once, each price-list item once (again once the
 * connection is initialized anew, or the item's kind or classification changed).
 */
export async function registerItems(
  db: Db,
  etims: Etims,
  settings: EtimsSettingsRow,
  headers: OscuHeaders,
  lines: { listed: ListedItem | null }[],
): Promise<void> {
  if (!settings.itemRegistered && lines.some((line) => !line.listed)) {
    await etims.client.saveItem(headers, saveItemFields(DEFAULT_SERVICE_ITEM, 'Services', 'B', 0));
    await db
      .update(etimsSettings)
      .set({ itemRegistered: true })
      .where(eq(etimsSettings.accountId, settings.accountId));
  }
  const connection = settings.initializedAt?.getTime();
  const due = new Map<number, ListedItem>();
  for (const { listed } of lines) {
    if (listed && listed.registeredFor?.getTime() !== connection) due.set(listed.id, listed);
  }
  for (const listed of due.values()) {
    const item = etimsItemOf(listed);
    const taxType = taxTypeOf(listed.taxRate, listed.taxCategory);
    await etims.client.saveItem(
      headers,
      saveItemFields(item, listed.description, taxType, Number(listed.unitPrice)),
    );
    await db
      .update(priceListItems)
      .set({ etimsItemCode: item.itemCd, etimsRegisteredFor: settings.initializedAt })
      .where(eq(priceListItems.id, listed.id));
  }
}
