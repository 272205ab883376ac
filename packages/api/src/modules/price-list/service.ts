import {
  type ItemUnit,
  type PriceListItem,
  type PriceListItemKind,
  type priceListItemRequestSchema,
  priceListItemTaxSchema,
  type TaxCategory,
  type updatePriceListItemRequestSchema,
} from '@daftari/contracts';
import { decimalText } from '@daftari/format';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { refusedInput } from '../../db/errors.ts';
import { priceListItems } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, writeTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { mergeUpdate } from '../../http/merge.ts';
import { parseWith } from '../../http/validate.ts';
import { taxCategoryAt } from '../sales-documents/index.ts';

export type PriceListItemFields = z.output<typeof priceListItemRequestSchema>['price_list_item'];
type EtimsItemFields = z.output<typeof priceListItemTaxSchema>['price_list_item'];
type EtimsItemPatch = z.output<typeof updatePriceListItemRequestSchema>['price_list_item'];

export const priceListItemNotFound = () => new HttpError(404, 'Price list item not found');

/** NUMERIC(16,4) overflow of the unit price (the contract bounds it; the column is the last word). */
const UNIT_PRICE_TOO_LARGE = 'The unit price is too large: it must stay below 1,000,000,000,000';

/** A price-list item's columns as its answer reads them. */
export const priceListItemColumns = {
  id: priceListItems.id,
  description: priceListItems.description,
  unit: priceListItems.unit,
  unitPrice: priceListItems.unitPrice,
  taxRate: priceListItems.taxRate,
  taxCategory: priceListItems.taxCategory,
  kind: priceListItems.kind,
  classificationCode: priceListItems.classificationCode,
  etimsItemCode: priceListItems.etimsItemCode,
};

/** A row of `priceListItemColumns`. */
export interface PriceListItemRow {
  id: number;
  description: string;
  unit: string;
  unitPrice: string;
  taxRate: string;
  taxCategory: string | null;
  kind: string;
  classificationCode: string | null;
  etimsItemCode: string | null;
}

function toPriceListItem(row: PriceListItemRow): PriceListItem {
  return {
    id: row.id,
    description: row.description,
    unit: row.unit as ItemUnit,
    unit_price: Number(row.unitPrice),
    tax_rate: Number(row.taxRate),
    tax_category: row.taxCategory as TaxCategory | null,
    kind: row.kind as PriceListItemKind,
    classification_code: row.classificationCode,
    etims_item_code: row.etimsItemCode,
  };
}

/** The stored values of an item's tax category and eTIMS description (a service keeps no classification). */
function etimsValues(input: EtimsItemFields, taxRate: number | string) {
  return {
    taxCategory: taxCategoryAt(taxRate, input.tax_category, 'tax_category', 'price list item'),
    kind: input.kind,
    classificationCode: input.classification_code ?? null,
  };
}

/** GET /price_list_items: the account's items by description (case-insensitive), then id. */
export async function listPriceListItems(db: Db, accountId: number): Promise<PriceListItem[]> {
  const rows = await db
    .select(priceListItemColumns)
    .from(priceListItems)
    .where(eq(priceListItems.accountId, accountId))
    .orderBy(sql`lower(${priceListItems.description})`, asc(priceListItems.id));
  return rows.map(toPriceListItem);
}

/**
 * POST /price_list_items. An item with the same description, unit and unit price is not added twice: the
 * existing one is answered (`created: false`), so saving a line to the price list again is harmless.
 */
export async function createPriceListItem(
  db: Db,
  accountId: number,
  input: PriceListItemFields,
): Promise<{ item: PriceListItem; created: boolean }> {
  const unitPrice = decimalText(input.unit_price, 4);
  const [row] = await db
    .insert(priceListItems)
    .values({
      accountId,
      description: input.description,
      unit: input.unit,
      unitPrice,
      taxRate: decimalText(input.tax_rate, 2),
      ...etimsValues(input, input.tax_rate),
    })
    .onConflictDoNothing()
    .returning(priceListItemColumns)
    .catch((error: unknown) => {
      throw refusedInput(error, UNIT_PRICE_TOO_LARGE) ?? error;
    });
  if (row) return { item: toPriceListItem(row), created: true };
  const [existing] = await db
    .select(priceListItemColumns)
    .from(priceListItems)
    .where(
      and(
        eq(priceListItems.accountId, accountId),
        sql`md5(${priceListItems.description}) = md5(${input.description})`,
        eq(priceListItems.unit, input.unit),
        eq(priceListItems.unitPrice, unitPrice),
      ),
    )
    .limit(1);
  if (!existing) throw new Error('price list item vanished between insert and select');
  return { item: toPriceListItem(existing), created: false };
}

/**
 * PATCH /price_list_items/{id}: its tax category, kind and classification, the sent ones over the stored ones
 * (mergeUpdate; goods still need a classification afterwards). A registered item whose kind,
 * classification or tax category (KRA's item record carries its tax type) changes is registered again at its
 * next sale.
 */
export async function updatePriceListItem(
  db: Db,
  accountId: number,
  id: number,
  patch: EtimsItemPatch,
): Promise<PriceListItem> {
  const mine = and(eq(priceListItems.id, id), eq(priceListItems.accountId, accountId));
  const [current] = await db.select(priceListItemColumns).from(priceListItems).where(mine);
  if (!current) throw priceListItemNotFound();
  const stored = toPriceListItem(current);
  const merged = mergeUpdate(
    { kind: stored.kind, classification_code: stored.classification_code, tax_category: stored.tax_category },
    patch,
  );
  const { price_list_item: item } = parseWith(priceListItemTaxSchema, { price_list_item: merged });
  const values = etimsValues(item, current.taxRate);
  const unchanged =
    values.kind === current.kind &&
    values.classificationCode === current.classificationCode &&
    values.taxCategory === current.taxCategory;
  const [row] = await db
    .update(priceListItems)
    .set(unchanged ? values : { ...values, etimsRegisteredFor: null })
    .where(mine)
    .returning(priceListItemColumns);
  if (!row) throw priceListItemNotFound();
  return toPriceListItem(row);
}

/** DELETE /price_list_items/{id}; 404 when it is not the account's. */
export async function deletePriceListItem(db: Db, accountId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(priceListItems)
    .where(and(eq(priceListItems.id, id), eq(priceListItems.accountId, accountId)))
    .returning({ id: priceListItems.id });
  if (deleted.length === 0) throw priceListItemNotFound();
}

/** Rows per INSERT of an import (a statement takes at most 65,535 parameters). */
const IMPORT_CHUNK = 1000;

/**
 * POST /price_list_items/import: every item added in one transaction, all or nothing. An item already on the
 * price list with the same description, unit and unit price (or twice in the file) is not added again.
 */
export async function insertPriceListItems(
  db: Db,
  accountId: number,
  inputs: PriceListItemFields[],
): Promise<{ imported: number; alreadyListed: number }> {
  let imported = 0;
  await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
    imported = 0; // counted again when the transaction is run again
    for (let start = 0; start < inputs.length; start += IMPORT_CHUNK) {
      const values = inputs.slice(start, start + IMPORT_CHUNK).map((input) => ({
        accountId,
        description: input.description,
        unit: input.unit,
        unitPrice: decimalText(input.unit_price, 4),
        taxRate: decimalText(input.tax_rate, 2),
        ...etimsValues(input, input.tax_rate),
      }));
      const created = await tx
        .insert(priceListItems)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: priceListItems.id })
        .catch((error: unknown) => {
          throw refusedInput(error, UNIT_PRICE_TOO_LARGE) ?? error;
        });
      imported += created.length;
    }
  });
  return { imported, alreadyListed: inputs.length - imported };
}
