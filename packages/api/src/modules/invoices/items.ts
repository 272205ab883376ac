import type { addInvoiceItemsRequestSchema, Invoice, invoiceItemInputSchema } from '@daftari/contracts';
import type { LineInput } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lineAmountColumns } from '../../db/line-amounts.ts';
import { invoiceItems, priceListItems } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { postInvoice } from '../ledger/rules.ts';
import { findLedgerAccount } from '../ledger-accounts/service.ts';
import { invoiceIsVoid, invoiceItemNotFound } from './errors.ts';
import { getInvoice } from './queries.ts';
import { invoiceTransaction, type LockedInvoice, lockInvoice, recomputeInvoice } from './writes.ts';

export type InvoiceItemFields = z.output<typeof invoiceItemInputSchema>;
export type AddInvoiceItems = z.output<typeof addInvoiceItemsRequestSchema>;

/** The stored values of a line: its description, unit, income account and amounts. `field` names it in a 422. */
export function lineValues(input: Omit<InvoiceItemFields, keyof LineInput> & LineInput, field = 'total') {
  return {
    description: input.description,
    unit: input.unit,
    ...lineAmountColumns(input, field),
    ledgerAccountId: input.ledger_account_id ?? null,
  };
}

export const NOT_AN_INCOME_ACCOUNT = 'Choose an income account of this business';

/** A line's income account must be a non-archived income account of this business (422 under `field`). */
export async function assertIncomeAccount(
  tx: Tx,
  accountId: number,
  ledgerAccountId: number | null,
  field: string,
): Promise<void> {
  if (ledgerAccountId === null) return;
  const found = await findLedgerAccount(tx, accountId, ledgerAccountId);
  if (!found || found.archived || found.accountType !== 'income') {
    throw new HttpError(422, NOT_AN_INCOME_ACCOUNT, { [field]: [NOT_AN_INCOME_ACCOUNT] });
  }
}

/** Items of a paid invoice are fixed (its payments settled exactly that total), and so are a void one's. */
function assertItemsEditable(invoice: LockedInvoice): void {
  if (invoice.status === 'paid') {
    throw new HttpError(422, 'This invoice is paid; its items can no longer be changed.');
  }
  if (invoice.status === 'void') throw invoiceIsVoid();
}

/**
 * Writes to one invoice's items: lock the invoice, check, change, recompute, re-post a sent invoice's entry;
 * then answer the invoice.
 */
async function changeItems(
  db: Db,
  accountId: number,
  invoiceId: string,
  change: (tx: Tx, invoice: LockedInvoice) => Promise<void>,
): Promise<Invoice> {
  await invoiceTransaction(db, async (tx) => {
    const invoice = await lockInvoice(tx, accountId, invoiceId);
    assertItemsEditable(invoice);
    await change(tx, invoice);
    await recomputeInvoice(tx, accountId, invoiceId);
    if (invoice.status !== 'draft') await postInvoice(tx, accountId, invoiceId);
  });
  return getInvoice(db, accountId, invoiceId);
}

/**
 * Inserts lines after the invoice's last one, in the caller's transaction, which holds the invoice's lock
 * (or created it) and recomputes its totals afterwards.
 */
export async function appendInvoiceLines(
  tx: Tx,
  accountId: number,
  invoiceId: string,
  lines: ReturnType<typeof lineValues>[],
): Promise<void> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${invoiceItems.position}), 0)::int` })
    .from(invoiceItems)
    .where(and(eq(invoiceItems.invoiceId, invoiceId), eq(invoiceItems.accountId, accountId)));
  const start = Number(last?.position ?? 0);
  await tx
    .insert(invoiceItems)
    .values(lines.map((line, index) => ({ ...line, accountId, invoiceId, position: start + index + 1 })));
}

/**
 * POST /invoices/{id}/add_items: appends the lines after the last one. With `save_to_price_list` each line
 * also goes on the price list, unless one with the same description, unit and unit price is there already.
 */
export function addInvoiceItems(
  db: Db,
  accountId: number,
  invoiceId: string,
  { items, save_to_price_list: saveToPriceList }: AddInvoiceItems,
): Promise<Invoice> {
  const lines = items.map((item, index) => lineValues(item, `items.${index}.total`));
  return changeItems(db, accountId, invoiceId, async (tx) => {
    for (const [index, line] of lines.entries()) {
      await assertIncomeAccount(tx, accountId, line.ledgerAccountId, `items.${index}.ledger_account_id`);
    }
    await appendInvoiceLines(tx, accountId, invoiceId, lines);
    if (saveToPriceList) {
      await tx
        .insert(priceListItems)
        .values(
          lines.map((line) => ({
            accountId,
            description: line.description,
            unit: line.unit,
            unitPrice: line.unitPrice,
            taxRate: line.taxRate,
          })),
        )
        .onConflictDoNothing();
    }
  });
}

/** PUT /invoices/{id}/items/{itemId}: replaces the line's fields and amounts. */
export function updateInvoiceItem(
  db: Db,
  accountId: number,
  invoiceId: string,
  itemId: number,
  input: InvoiceItemFields,
): Promise<Invoice> {
  const line = lineValues(input);
  return changeItems(db, accountId, invoiceId, async (tx) => {
    await assertIncomeAccount(tx, accountId, line.ledgerAccountId, 'ledger_account_id');
    const updated = await tx
      .update(invoiceItems)
      .set(line)
      .where(
        and(
          eq(invoiceItems.id, itemId),
          eq(invoiceItems.invoiceId, invoiceId),
          eq(invoiceItems.accountId, accountId),
        ),
      )
      .returning({ id: invoiceItems.id });
    if (updated.length === 0) throw invoiceItemNotFound();
  });
}

/** DELETE /invoices/{id}/items/{itemId}. */
export function deleteInvoiceItem(
  db: Db,
  accountId: number,
  invoiceId: string,
  itemId: number,
): Promise<Invoice> {
  return changeItems(db, accountId, invoiceId, async (tx) => {
    const deleted = await tx
      .delete(invoiceItems)
      .where(
        and(
          eq(invoiceItems.id, itemId),
          eq(invoiceItems.invoiceId, invoiceId),
          eq(invoiceItems.accountId, accountId),
        ),
      )
      .returning({ id: invoiceItems.id });
    if (deleted.length === 0) throw invoiceItemNotFound();
  });
}
