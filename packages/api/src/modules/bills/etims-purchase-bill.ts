import { calendarDate, type TaxCategory } from '@daftari/contracts';
import { addDays, centsToNumber, lineCents, toCents } from '@daftari/format';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { calendarDateOf } from '../../adapters/etims/dates.ts';
import type { PurchaseItem, PurchaseSale } from '../../adapters/etims/purchase-wire.ts';
import { TAX_RATES } from '../../adapters/etims/wire.ts';
import { accountCurrency } from '../../db/account-currency.ts';
import { billLines, bills, contacts, ledgerAccounts } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { type BillLineWrite, recomputeBill, replaceLines } from './writes.ts';

// A supplier's signed invoice, fetched from KRA, as a draft bill of the business.

/** The expense account a fetched bill's lines go to until the owner picks: the account of last resort. */
const GENERAL_EXPENSES = '6990';

/** The supplier by KRA PIN (the oldest such contact), else a new contact with its PIN and name. */
async function supplierContact(tx: Tx, accountId: number, sale: PurchaseSale): Promise<number> {
  const [known] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.kraPin, sale.spplrTin)))
    .orderBy(asc(contacts.id))
    .limit(1);
  if (known) return known.id;
  const [created] = await tx
    .insert(contacts)
    .values({ accountId, companyName: sale.spplrNm.slice(0, 200), kraPin: sale.spplrTin })
    .returning({ id: contacts.id });
  return created!.id;
}

/**
 * Where the lines go: the account of the first line of the supplier's latest bill, else General Expenses
 * (6990), else the first expense account of the chart that no posting rule owns; never an archived one.
 */
async function expenseAccountFor(tx: Tx, accountId: number, contactId: number): Promise<number> {
  const [previous] = await tx
    .select({ id: billLines.ledgerAccountId })
    .from(bills)
    .innerJoin(billLines, and(eq(billLines.billId, bills.id), eq(billLines.accountId, bills.accountId)))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, billLines.ledgerAccountId))
    .where(
      and(
        eq(bills.accountId, accountId),
        eq(bills.contactId, contactId),
        eq(ledgerAccounts.archived, false),
        eq(ledgerAccounts.accountType, 'expense'),
      ),
    )
    .orderBy(desc(bills.issueDate), desc(bills.id), asc(billLines.position))
    .limit(1);
  if (previous) return previous.id;
  const [fallback] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.accountId, accountId),
        eq(ledgerAccounts.accountType, 'expense'),
        eq(ledgerAccounts.archived, false),
        eq(ledgerAccounts.system, false),
      ),
    )
    .orderBy(sql`${ledgerAccounts.number} = ${GENERAL_EXPENSES} desc`, asc(ledgerAccounts.number))
    .limit(1);
  if (!fallback) throw new Error('This business has no expense account to put the fetched bills on.');
  return fallback.id;
}

/** How many days after its date the supplier's latest bill was due (0 without one): its usual terms. */
async function supplierTermsDays(tx: Tx, accountId: number, contactId: number): Promise<number> {
  const [latest] = await tx
    .select({ days: sql<number>`(${bills.dueDate} - ${bills.issueDate})::int` })
    .from(bills)
    .where(and(eq(bills.accountId, accountId), eq(bills.contactId, contactId)))
    .orderBy(desc(bills.issueDate), desc(bills.id))
    .limit(1);
  return Math.max(0, Number(latest?.days ?? 0));
}

/** Whether `value` has at most `places` decimals (within float noise). */
const hasPlaces = (value: number, places: number) => {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** The tax category of KRA's untaxed types: A exempt, D non-VAT (C is zero-rated: no category). */
const TAX_CATEGORY_OF_TYPE: Partial<Record<PurchaseItem['taxTyCd'], TaxCategory>> = {
  A: 'exempt',
  D: 'non_vat',
};

/**
 * A bill line per item, at its tax type's rate and category, with the supplier's own amounts: its VAT is the
 * item's `taxAmt`, its total the item's `totAmt` (whether the supplier sent VAT-exclusive amounts, `totAmt` =
 * `taxblAmt` + `taxAmt`, or VAT-inclusive ones, `totAmt` = `taxblAmt`), never recomputed. Its quantity, price
 * and discount are the item's when the line arithmetic gives those amounts from them, else one unit at the
 * amount net of VAT, the supplier's amounts stated.
 */
function lineOf(item: PurchaseItem, ledgerAccountId: number): BillLineWrite {
  const taxRate = TAX_RATES[item.taxTyCd];
  const total = toCents(item.totAmt);
  const tax = toCents(item.taxAmt);
  const net = total - tax;
  const asSold = { quantity: item.qty, unit_price: item.prc, discount: item.dcRt, tax_rate: taxRate };
  const cents = lineCents(asSold);
  const fits =
    item.qty > 0 &&
    hasPlaces(item.qty, 3) &&
    hasPlaces(item.prc, 4) &&
    item.dcRt >= 0 &&
    item.dcRt <= 100 &&
    hasPlaces(item.dcRt, 2) &&
    cents.subtotal - cents.discount_amount === net &&
    cents.tax_amount === tax;
  const line = {
    description: item.itemNm.slice(0, 1000),
    ledger_account_id: ledgerAccountId,
    tax_category: TAX_CATEGORY_OF_TYPE[item.taxTyCd] ?? null,
  };
  if (fits) return { ...line, ...asSold };
  return {
    ...line,
    quantity: 1,
    unit_price: centsToNumber(net),
    discount: 0,
    tax_rate: taxRate,
    stated: { subtotal: net, discountAmount: 0n, taxAmount: tax, total },
  };
}

/** The sale's date as a calendar date (`yyyyMMdd` → `yyyy-MM-dd`), else its confirmation's. */
function issueDateOf(sale: PurchaseSale): string {
  const sold = calendarDate('Sale date').safeParse(calendarDateOf(sale.salesDt));
  return sold.success ? sold.data : calendarDateOf(sale.cfmDt);
}

/**
 * The draft bill of a fetched sale, in the caller's transaction: the supplier's contact, its invoice number
 * as the bill number, its date as the issue date, due as the supplier's latest bill was (that many days
 * later; on the day without one), a line per item. A bill of that supplier already
 * recorded under that number (keyed by hand before it was fetched) is that purchase: answered instead, unless
 * another fetched sale has it, when the new bill takes the CU invoice number. Answers the bill's id.
 */
export async function billOfPurchase(
  tx: Tx,
  accountId: number,
  sale: PurchaseSale,
  cuInvoiceNumber: string,
  linked: (billId: number) => Promise<boolean>,
): Promise<{ billId: number; created: boolean }> {
  const contactId = await supplierContact(tx, accountId, sale);
  let billNumber = String(sale.spplrInvcNo);
  const [recorded] = await tx
    .select({ id: bills.id })
    .from(bills)
    .where(
      and(
        eq(bills.accountId, accountId),
        eq(bills.contactId, contactId),
        sql`lower(btrim(${bills.billNumber})) = lower(btrim(${billNumber}))`,
      ),
    );
  if (recorded && !(await linked(recorded.id))) return { billId: recorded.id, created: false };
  if (recorded) billNumber = cuInvoiceNumber;
  const issueDate = issueDateOf(sale);
  const dueDate = addDays(issueDate, await supplierTermsDays(tx, accountId, contactId));
  const currency = await accountCurrency(tx, accountId);
  const [row] = await tx
    .insert(bills)
    .values({
      accountId,
      contactId,
      billNumber: billNumber.slice(0, 100),
      status: 'draft',
      issueDate,
      dueDate,
      currency,
      notes: sale.remark?.slice(0, 2000) || null,
    })
    .returning({ id: bills.id });
  const billId = row!.id;
  const ledgerAccountId = await expenseAccountFor(tx, accountId, contactId);
  await replaceLines(
    tx,
    accountId,
    billId,
    sale.itemList.map((item) => lineOf(item, ledgerAccountId)),
  );
  await recomputeBill(tx, accountId, billId, currency);
  return { billId, created: true };
}
