import type { BillEtims } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { and, eq } from 'drizzle-orm';
import { bills, etimsPurchases } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError, invalidField } from '../../http/errors.ts';

/** The bill's eTIMS record for its answer; undefined when it was not fetched from KRA. */
export async function billEtims(
  db: Executor,
  accountId: number,
  billId: number,
): Promise<BillEtims | undefined> {
  const [row] = await db
    .select()
    .from(etimsPurchases)
    .where(and(eq(etimsPurchases.billId, billId), eq(etimsPurchases.accountId, accountId)));
  if (!row) return undefined;
  return {
    status: (row.status ?? 'pending') as BillEtims['status'],
    supplier_pin: row.supplierPin,
    cu_invoice_number: row.cuInvoiceNumber,
    purchase_number: row.purchaseNumber,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** The fields of a bill KRA received with the purchase (the expense accounts and notes are the business's own). */
const FIELDS_KRA_HOLDS = {
  contactId: 'contact_id',
  billNumber: 'bill_number',
  issueDate: 'issue_date',
} as const;

const SENT = 'This bill was sent to KRA eTIMS as an accepted purchase';

/**
 * Before a bill changes: when it was sent to KRA as a purchase, its supplier, number and date stay (422 under
 * the first such field asked to change), and it answers the totals its lines must keep; null otherwise.
 */
export async function purchaseHeldByKra(
  db: Executor,
  accountId: number,
  billId: number,
  changes: Partial<Record<keyof typeof FIELDS_KRA_HOLDS, unknown>>,
): Promise<{ total: string; taxTotal: string } | null> {
  const [held] = await db
    .select({ total: bills.total, taxTotal: bills.taxTotal, status: etimsPurchases.status })
    .from(etimsPurchases)
    .innerJoin(bills, eq(bills.id, etimsPurchases.billId))
    .where(and(eq(etimsPurchases.billId, billId), eq(etimsPurchases.accountId, accountId)));
  if (!held?.status) return null;
  for (const [column, field] of Object.entries(FIELDS_KRA_HOLDS)) {
    if (changes[column as keyof typeof FIELDS_KRA_HOLDS] !== undefined) {
      throw invalidField(field, `${SENT}; its supplier, number and date can no longer be changed.`);
    }
  }
  return { total: held.total, taxTotal: held.taxTotal };
}

/** After the lines of a bill KRA holds were replaced: 422 unless its total and VAT are still KRA's. */
export async function assertPurchaseAmountsKept(
  db: Executor,
  accountId: number,
  billId: number,
  held: { total: string; taxTotal: string },
): Promise<void> {
  const [now] = await db
    .select({ total: bills.total, taxTotal: bills.taxTotal })
    .from(bills)
    .where(and(eq(bills.id, billId), eq(bills.accountId, accountId)));
  const changed = (a: string, b: string) => toCents(a) !== toCents(b);
  if (now && (changed(now.total, held.total) || changed(now.taxTotal, held.taxTotal))) {
    throw new HttpError(422, `${SENT}; its lines may move to other accounts, but its total and VAT stay.`, {
      lines: [`${SENT}; its total and VAT can no longer change.`],
    });
  }
}
