import { eq, sql } from 'drizzle-orm';
import type { OscuSession } from '../../adapters/etims/client.ts';
import {
  ITEM_TYPES,
  type ItemType,
  itemCode,
  NO_PACKAGING,
  qtyUnitCodeOf,
  TAX_TYPES,
  type TaxType,
  taxTypeOf,
} from '../../adapters/etims/wire.ts';
import type { Db } from '../../db/client.ts';
import { type creditNoteItems, etimsSettings, type invoiceItems, priceListItems } from '../../db/schema.ts';
import { type PriceListItemRow, priceListItemColumns } from '../price-list/index.ts';
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
 * What a line not on the price list is sold as: a general service of its tax type (made in Kenya, no
 * packaging, counted in units), registered with that tax type, one per type with sequences 1 to 5. Its
 * classification is a class of KRA's list: 99021000 "Exempt Service" (A), 99022000 "Zero Rated Service" (C),
 * else 80161500 "Management support services" (B, D, E).
 */
const GENERAL_CLASSES: Record<TaxType, string> = {
  A: '99021000',
  B: '80161500',
  C: '99022000',
  D: '80161500',
  E: '80161500',
};
export function generalItem(taxType: TaxType): EtimsItem {
  return {
    itemCd: itemCode(ITEM_TYPES.service, NO_PACKAGING, 'U', TAX_TYPES.indexOf(taxType) + 1),
    itemClsCd: GENERAL_CLASSES[taxType],
    itemTyCd: ITEM_TYPES.service,
    pkgUnitCd: NO_PACKAGING,
    qtyUnitCd: 'U',
  };
}

/** A price-list item's sequence in its code: after the general items' (1 to 5). */
const sequenceOf = (priceListItemId: number) => TAX_TYPES.length + priceListItemId;

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

/** What KRA knows a line as: its price-list item, else the general service of its tax type. */
export function etimsItemOf(listed: ListedItem | null, taxType: TaxType): EtimsItem {
  if (!listed) return generalItem(taxType);
  const itemTyCd = listed.kind === 'goods' ? ITEM_TYPES.finishedProduct : ITEM_TYPES.service;
  const qtyUnitCd = qtyUnitCodeOf(listed.unit);
  return {
    itemCd: itemCode(itemTyCd, NO_PACKAGING, qtyUnitCd, sequenceOf(listed.id)),
    itemClsCd: listed.classificationCode ?? GENERAL_CLASSES[taxType],
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
  dftPrc: Math.round(price * 100) / 100,
  isrcAplcbYn: 'N' as const,
  useYn: 'Y' as const,
  regrId: APP_USER.id,
  regrNm: APP_USER.name,
  modrId: APP_USER.id,
  modrNm: APP_USER.name,
});

/**
 * Registers with `saveItem` what the lines are sold as and this eTIMS connection (told apart by when it was
 * initialized) does not know yet: each tax type's general service once, each price-list item once (again once
 * the connection is initialized anew, or the item's code, kind, classification or tax type changed).
 */
export async function registerItems(
  db: Db,
  etims: Etims,
  settings: EtimsSettingsRow,
  session: OscuSession,
  lines: { listed: ListedItem | null; taxRate: string; taxCategory: string | null }[],
): Promise<void> {
  let registered = settings.generalItemsRegistered;
  for (const type of TAX_TYPES) {
    const due = lines.some((line) => !line.listed && taxTypeOf(line.taxRate, line.taxCategory) === type);
    if (!due || registered.includes(type)) continue;
    await etims.client.saveItem(session, saveItemFields(generalItem(type), `Services (${type})`, type, 0));
    registered += type;
    await db
      .update(etimsSettings)
      .set({ generalItemsRegistered: registered })
      .where(eq(etimsSettings.accountId, settings.accountId));
  }
  const connection = settings.initializedAt?.getTime();
  const due = new Map<number, ListedItem>();
  for (const { listed } of lines) {
    if (!listed) continue;
    const code = etimsItemOf(listed, taxTypeOf(listed.taxRate, listed.taxCategory)).itemCd;
    if (listed.registeredFor?.getTime() !== connection || listed.etimsItemCode !== code)
      due.set(listed.id, listed);
  }
  for (const listed of due.values()) {
    const taxType = taxTypeOf(listed.taxRate, listed.taxCategory);
    const item = etimsItemOf(listed, taxType);
    await etims.client.saveItem(
      session,
      saveItemFields(item, listed.description, taxType, Number(listed.unitPrice)),
    );
    await db
      .update(priceListItems)
      .set({ etimsItemCode: item.itemCd, etimsRegisteredFor: settings.initializedAt })
      .where(eq(priceListItems.id, listed.id));
  }
}
