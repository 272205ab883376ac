import type {
  addInvoiceItemsRequestSchema,
  InvoiceItem,
  ItemUnit,
  invoiceItemInputSchema,
  invoiceItemUpdateSchema,
  TaxCategory,
} from '@daftari/contracts';
import type { LineInput } from '@daftari/format';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { estimateItems, invoiceItems, ledgerAccounts, priceListItems } from '../../db/schema.ts';
import type { Executor, Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { isInt4 } from '../../http/ids.ts';
import { lineAmountColumns } from './line-amounts.ts';

// The lines a business sells on (an invoice's items, an estimate's): the same columns
// (db/schema/sales-lines.ts), the same input, arithmetic and answer shape, whichever document holds them.

export type SalesLineFields = z.output<typeof invoiceItemInputSchema>;
export type AddSalesLines = z.output<typeof addInvoiceItemsRequestSchema>;
/** What a PUT of one line sends: the fields to change. */
export type SalesLinePatch = z.output<typeof invoiceItemUpdateSchema>;

/** A tax category (exempt, non-VAT) as stored: null unless the rate is 0 %, else a 422 on `field`. */
export function taxCategoryAt(
  taxRate: number | string,
  taxCategory: TaxCategory | null | undefined,
  field: string,
  what = 'line',
): TaxCategory | null {
  if (taxCategory == null) return null;
  if (Number(taxRate) !== 0) {
    const message = `Only a ${what} at 0 % tax can be exempt or non-VAT`;
    throw new HttpError(422, message, { [field]: [message] });
  }
  return taxCategory;
}

/** The stored values of a line: its description, unit, income account and amounts. `field` names it in a 422. */
export function lineValues(input: Omit<SalesLineFields, keyof LineInput> & LineInput, field = 'total') {
  const taxCategory = taxCategoryAt(
    input.tax_rate,
    input.tax_category,
    field.replace(/total$/, 'tax_category'),
  );
  return {
    description: input.description,
    unit: input.unit,
    ...lineAmountColumns(input, field),
    ledgerAccountId: input.ledger_account_id ?? null,
    taxCategory,
  };
}
/** A line's stored values (the unit and tax category as stored: text). */
export type SalesLineValues = Omit<ReturnType<typeof lineValues>, 'unit' | 'taxCategory'> & {
  unit: string;
  taxCategory: string | null;
};

export const NOT_AN_INCOME_ACCOUNT = 'Choose an income account of this business';

/** A line's income account must be a non-archived income account of this business (422 under `field`). */
export async function assertIncomeAccount(
  tx: Executor,
  accountId: number,
  ledgerAccountId: number | null,
  field: string,
): Promise<void> {
  if (ledgerAccountId === null) return;
  const [found] = isInt4(ledgerAccountId)
    ? await tx
        .select({ accountType: ledgerAccounts.accountType, archived: ledgerAccounts.archived })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.id, ledgerAccountId), eq(ledgerAccounts.accountId, accountId)))
    : [];
  if (!found || found.archived || found.accountType !== 'income') {
    throw new HttpError(422, NOT_AN_INCOME_ACCOUNT, { [field]: [NOT_AN_INCOME_ACCOUNT] });
  }
}

/** Puts each line on the price list, unless one with the same description, unit and unit price is there. */
async function saveToPriceList(tx: Tx, accountId: number, lines: SalesLineValues[]): Promise<void> {
  await tx
    .insert(priceListItems)
    .values(
      lines.map((line) => ({
        accountId,
        description: line.description,
        unit: line.unit,
        unitPrice: line.unitPrice,
        taxRate: line.taxRate,
        taxCategory: line.taxCategory,
      })),
    )
    .onConflictDoNothing();
}

/** Which document's lines: the table and the column naming the document. */
type LineTable =
  | { table: typeof invoiceItems; parent: typeof invoiceItems.invoiceId; key: 'invoiceId' }
  | { table: typeof estimateItems; parent: typeof estimateItems.estimateId; key: 'estimateId' };

export const invoiceLines: LineTable = {
  table: invoiceItems,
  parent: invoiceItems.invoiceId,
  key: 'invoiceId',
};
export const estimateLines: LineTable = {
  table: estimateItems,
  parent: estimateItems.estimateId,
  key: 'estimateId',
};

const ofDocument = ({ table, parent }: LineTable, accountId: number, documentId: string, itemId?: number) =>
  and(
    eq(parent, documentId),
    eq(table.accountId, accountId),
    itemId === undefined ? undefined : eq(table.id, itemId),
  );

/**
 * Inserts lines after the document's last one, in the caller's transaction, which holds the document's lock
 * (or created it) and recomputes its totals afterwards.
 */
export async function appendLines(
  tx: Tx,
  lines: LineTable,
  accountId: number,
  documentId: string,
  values: SalesLineValues[],
): Promise<void> {
  if (values.length === 0) return;
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${lines.table.position}), 0)::int` })
    .from(lines.table)
    .where(ofDocument(lines, accountId, documentId));
  const start = Number(last?.position ?? 0);
  const rows = values.map((line, index) => ({
    ...line,
    accountId,
    [lines.key]: documentId,
    position: start + index + 1,
  }));
  await tx.insert(lines.table).values(rows as (typeof invoiceItems.$inferInsert)[]);
}

/**
 * add_items of a document whose lock the caller holds: appends the lines after the last one. With
 * `save_to_price_list` each line also goes on the price list, unless one with the same description, unit and
 * unit price is there already.
 */
export async function addLines(
  tx: Tx,
  lines: LineTable,
  accountId: number,
  documentId: string,
  { items, save_to_price_list: toPriceList }: AddSalesLines,
): Promise<void> {
  const values = items.map((item, index) => lineValues(item, `items.${index}.total`));
  for (const [index, line] of values.entries()) {
    await assertIncomeAccount(tx, accountId, line.ledgerAccountId, `items.${index}.ledger_account_id`);
  }
  await appendLines(tx, lines, accountId, documentId, values);
  if (toPriceList) await saveToPriceList(tx, accountId, values);
}

/** Replaces one line's fields and amounts; false when the document has no such line. */
export async function updateLine(
  tx: Tx,
  lines: LineTable,
  accountId: number,
  documentId: string,
  itemId: number,
  input: SalesLineFields,
): Promise<boolean> {
  const values = lineValues(input);
  await assertIncomeAccount(tx, accountId, values.ledgerAccountId, 'ledger_account_id');
  const updated = await tx
    .update(lines.table)
    .set(values)
    .where(ofDocument(lines, accountId, documentId, itemId))
    .returning({ id: lines.table.id });
  return updated.length > 0;
}

/** Deletes one line; false when the document has no such line. */
export async function deleteLine(
  tx: Tx,
  lines: LineTable,
  accountId: number,
  documentId: string,
  itemId: number,
): Promise<boolean> {
  const deleted = await tx
    .delete(lines.table)
    .where(ofDocument(lines, accountId, documentId, itemId))
    .returning({ id: lines.table.id });
  return deleted.length > 0;
}

/**
 * The stored values of a document's lines (or of its line `itemId`), in order: what a copy of them (estimate →
 * invoice) inserts.
 */
export function lineRows(
  db: Executor,
  lines: LineTable,
  accountId: number,
  documentId: string,
  itemId?: number,
) {
  const { table } = lines;
  return db
    .select({
      description: table.description,
      unit: table.unit,
      quantity: table.quantity,
      unitPrice: table.unitPrice,
      taxRate: table.taxRate,
      discount: table.discount,
      subtotal: table.subtotal,
      discountAmount: table.discountAmount,
      taxAmount: table.taxAmount,
      total: table.total,
      ledgerAccountId: table.ledgerAccountId,
      taxCategory: table.taxCategory,
      id: table.id,
    })
    .from(table)
    .where(ofDocument(lines, accountId, documentId, itemId))
    .orderBy(asc(table.position), asc(table.id));
}

/** One line's fields as add_items takes them (what a PUT's fields are merged over); null when there is none. */
export async function lineFields(
  db: Executor,
  lines: LineTable,
  accountId: number,
  documentId: string,
  itemId: number,
): Promise<SalesLineFields | null> {
  const [row] = await lineRows(db, lines, accountId, documentId, itemId);
  if (!row) return null;
  const { description, quantity, unit, unit_price, tax_rate, discount, ledger_account_id, tax_category } =
    toSalesItem(row);
  return { description, quantity, unit, unit_price, tax_rate, discount, ledger_account_id, tax_category };
}

/** NUMERIC arrives as a string on both drivers; amounts have at most 2 (4 for prices) decimals. */
const num = (value: string | number) => Number(value);

/** A document's lines as the API answers them (the invoice item's shape), in order. */
export async function salesItems(
  db: Executor,
  lines: LineTable,
  accountId: number,
  documentId: string,
): Promise<InvoiceItem[]> {
  const rows = await lineRows(db, lines, accountId, documentId);
  return rows.map(toSalesItem);
}

/** A stored line (an invoice's, estimate's or credit note's) as the API answers it. */
export function toSalesItem(row: Awaited<ReturnType<typeof lineRows>>[number]): InvoiceItem {
  return {
    id: row.id,
    description: row.description,
    quantity: num(row.quantity),
    unit: row.unit as ItemUnit,
    unit_price: num(row.unitPrice),
    tax_rate: num(row.taxRate),
    discount: num(row.discount),
    subtotal: num(row.subtotal),
    discount_amount: num(row.discountAmount),
    tax_amount: num(row.taxAmount),
    total: num(row.total),
    ledger_account_id: row.ledgerAccountId,
    tax_category: row.taxCategory as TaxCategory | null,
  };
}

/** The sums of a document's lines, for its stored totals (subtotal, discount_total, tax_total, total). */
export function lineTotals(lines: LineTable, accountId: number, documentId: string) {
  const { table } = lines;
  return sql`(select coalesce(sum(${table.subtotal}), 0) as subtotal,
              coalesce(sum(${table.discountAmount}), 0) as discount_total,
              coalesce(sum(${table.taxAmount}), 0) as tax_total,
              coalesce(sum(${table.total}), 0) as total
         from ${table}
        where ${lines.parent} = ${documentId} and ${table.accountId} = ${accountId})`;
}
