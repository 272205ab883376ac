import type { Expense, PageMeta } from '@daftari/contracts';
import { centsToNumber, convertCents, rateNumber, toCents, toRateMicros } from '@daftari/format';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { expenses, ledgerAccounts } from '../../db/schema.ts';
import { type Executor, writeTransaction } from '../../db/transaction.ts';
import type { AttachmentValues } from '../../http/attachments.ts';
import { HttpError } from '../../http/errors.ts';
import { type PageQuery, pageMeta, pageOffset } from '../../http/paging.ts';
import { postExpense, systemAccountIds, unpostExpense } from '../ledger/index.ts';
import { expenseAccountRefs } from '../ledger-accounts/index.ts';
import { assertCatchUpBounded, occurrence, type Recurrence } from './recurrence.ts';
import { type VatOption, vatColumns } from './vat.ts';

/** NUMERIC(14,2) overflow: an expense's amounts reach 1,000,000,000,000. */
export const EXPENSE_AMOUNTS_TOO_LARGE =
  'The amounts are too large: an expense must stay below 1,000,000,000,000';

export const expenseNotFound = () => new HttpError(404, 'Expense not found');

/** What a create or update writes, from the validated form fields. */
export interface ExpenseValues {
  expenseType: 'Payment' | 'Refund';
  ledgerAccountId: number;
  /** The asset or liability account paid from; null: not chosen (see `paidFrom`). */
  paidFromAccountId: number | null;
  dated: string;
  totalValue: string;
  vat: VatOption;
  vatRate: number | null;
  description: string;
  receiptReference: string | null;
  attachmentDescription: string | null;
  recurrence: Recurrence | null;
  merchantName: string | null;
  /** The currency and rate as stored (resolveRate's). */
  currency: string;
  exchangeRate: string;
}

const expenseColumns = {
  id: expenses.id,
  expenseType: expenses.expenseType,
  ledgerAccountId: expenses.ledgerAccountId,
  paidFromAccountId: expenses.paidFromAccountId,
  dated: expenses.dated,
  totalValue: expenses.totalValue,
  currency: expenses.currency,
  exchangeRate: expenses.exchangeRate,
  vat: expenses.vat,
  vatRate: expenses.vatRate,
  vatAmount: expenses.vatAmount,
  description: expenses.description,
  receiptReference: expenses.receiptReference,
  recurrence: expenses.recurrence,
  nextOccurrenceOn: expenses.nextOccurrenceOn,
  merchantName: expenses.merchantName,
  attachmentStoredName: expenses.attachmentStoredName,
  attachmentFileName: expenses.attachmentFileName,
  attachmentContentType: expenses.attachmentContentType,
  attachmentSize: expenses.attachmentSize,
  attachmentDescription: expenses.attachmentDescription,
  createdAt: expenses.createdAt,
  ledgerName: ledgerAccounts.name,
  ledgerNumber: ledgerAccounts.number,
};
type ExpenseRow = {
  [K in keyof typeof expenseColumns]: (typeof expenseColumns)[K]['_']['data'] | null;
};

function toExpense(row: ExpenseRow): Expense {
  const name = row.ledgerName ?? '';
  const number = row.ledgerNumber ?? '';
  return {
    id: row.id!,
    expense_type: row.expenseType as Expense['expense_type'],
    ledger_account_id: row.ledgerAccountId!,
    ledger_account: { id: row.ledgerAccountId!, name, full_name: `${number} ${name}`, full_number: number },
    paid_from_account_id: row.paidFromAccountId!,
    dated: row.dated!,
    total_value: Number(row.totalValue),
    currency: row.currency!,
    exchange_rate: rateNumber(row.exchangeRate!),
    total_in_books: centsToNumber(convertCents(toCents(row.totalValue!), toRateMicros(row.exchangeRate!))),
    vat: row.vat as Expense['vat'],
    vat_rate: Number(row.vatRate),
    vat_amount: Number(row.vatAmount),
    description: row.description!,
    receipt_reference: row.receiptReference,
    recurrence: row.recurrence as Expense['recurrence'],
    next_occurrence_on: row.nextOccurrenceOn,
    merchant_name: row.merchantName,
    attachment: row.attachmentStoredName
      ? {
          file_name: row.attachmentFileName ?? 'attachment',
          content_type: row.attachmentContentType ?? 'application/octet-stream',
          size: row.attachmentSize ?? 0,
          description: row.attachmentDescription,
        }
      : null,
    created_at: (row.createdAt as Date).toISOString(),
  };
}

/** The ledger account is always the expense's account's; the join says so too. */
const ledgerJoin = and(
  eq(ledgerAccounts.id, expenses.ledgerAccountId),
  eq(ledgerAccounts.accountId, expenses.accountId),
);

/** GET /expenses: newest `dated` first, then the highest id. */
export async function listExpenses(
  db: Db,
  accountId: number,
  query: PageQuery,
): Promise<{ data: Expense[]; meta: PageMeta }> {
  const [[counted], rows] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(expenses).where(eq(expenses.accountId, accountId)),
    db
      .select(expenseColumns)
      .from(expenses)
      .leftJoin(ledgerAccounts, ledgerJoin)
      .where(eq(expenses.accountId, accountId))
      .orderBy(desc(expenses.dated), desc(expenses.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
  ]);
  return { data: rows.map(toExpense), meta: pageMeta(Number(counted?.count ?? 0), query) };
}

/** One expense of the account; 404 `Expense not found` otherwise. */
export async function getExpense(db: Executor, accountId: number, id: number): Promise<Expense> {
  const [row] = await db
    .select(expenseColumns)
    .from(expenses)
    .leftJoin(ledgerAccounts, ledgerJoin)
    .where(and(eq(expenses.id, id), eq(expenses.accountId, accountId)))
    .limit(1);
  if (!row) throw expenseNotFound();
  return toExpense(row);
}

/** The stored attachment of an expense of the account (null: the expense has none); 404 for others'. */
export async function findAttachment(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select({
      storedName: expenses.attachmentStoredName,
      fileName: expenses.attachmentFileName,
      contentType: expenses.attachmentContentType,
    })
    .from(expenses)
    .where(and(eq(expenses.id, id), eq(expenses.accountId, accountId)))
    .limit(1);
  if (!row) throw expenseNotFound();
  return row.storedName ? row : null;
}

/**
 * The account this business last paid an expense from (its newest expense entered by hand, not a recurring
 * copy), while that account is not archived; else its 1100 Bank. A new expense that names none is paid from it.
 */
export async function defaultPaidFrom(db: Executor, accountId: number): Promise<number> {
  const [last] = await db
    .select({ id: expenses.paidFromAccountId })
    .from(expenses)
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.id, expenses.paidFromAccountId),
        eq(ledgerAccounts.accountId, expenses.accountId),
      ),
    )
    .where(
      and(
        eq(expenses.accountId, accountId),
        isNull(expenses.parentExpenseId),
        eq(ledgerAccounts.archived, false),
      ),
    )
    .orderBy(desc(expenses.id))
    .limit(1);
  return last?.id ?? (await systemAccountIds(db, accountId, ['bank'])).bank;
}

/** The account paid from: the chosen one, else `unchosen` (the default for a new expense, the kept one on update). */
async function paidFrom(values: ExpenseValues, unchosen: () => Promise<number>): Promise<number> {
  return values.paidFromAccountId ?? (await unchosen());
}

/** The columns computed from the form: VAT rate and amount, next occurrence. */
function computedColumns(values: ExpenseValues, paidFromAccountId: number) {
  return {
    expenseType: values.expenseType,
    ledgerAccountId: values.ledgerAccountId,
    paidFromAccountId,
    dated: values.dated,
    totalValue: values.totalValue,
    currency: values.currency,
    exchangeRate: values.exchangeRate,
    vat: values.vat,
    ...vatColumns(values.vat, values.vatRate, values.totalValue),
    description: values.description,
    receiptReference: values.receiptReference,
    recurrence: values.recurrence,
    merchantName: values.merchantName,
    attachmentDescription: values.attachmentDescription,
  };
}

/** The attachment columns of a newly stored file (none: the stored attachment stays). */
const attachmentColumns = (attachment: AttachmentValues | null) =>
  attachment
    ? {
        attachmentStoredName: attachment.storedName,
        attachmentFileName: attachment.fileName,
        attachmentContentType: attachment.contentType,
        attachmentSize: attachment.size,
      }
    : {};

const nextOccurrence = (values: ExpenseValues) =>
  values.recurrence ? occurrence(values.dated, values.recurrence, 1) : null;

/**
 * Inserts an expense and posts it, in one transaction, and answers it; `today`
 * bounds a recurring series' start.
 */
export async function insertExpense(
  db: Db,
  accountId: number,
  values: ExpenseValues,
  attachment: AttachmentValues | null,
  today: string,
): Promise<Expense> {
  assertCatchUpBounded(values.dated, values.recurrence, today);
  return writeTransaction(db, EXPENSE_AMOUNTS_TOO_LARGE, async (tx) => {
    const [row] = await tx
      .insert(expenses)
      .values({
        accountId,
        ...computedColumns(values, await paidFrom(values, () => defaultPaidFrom(tx, accountId))),
        nextOccurrenceOn: nextOccurrence(values),
        ...attachmentColumns(attachment),
      })
      .returning({ id: expenses.id });
    await postExpense(tx, accountId, row!.id);
    return getExpense(tx, accountId, row!.id);
  });
}

/**
 * Replaces an expense's fields; a new attachment replaces the stored one (whose stored name is answered, for
 * the caller to delete the file once the row is committed). The next occurrence is recomputed only when the
 * date or the recurrence change, so editing a description does not re-create past occurrences. A change of
 * the amounts, accounts or date re-posts the expense.
 */
export async function updateExpense(
  db: Db,
  accountId: number,
  id: number,
  values: ExpenseValues,
  attachment: AttachmentValues | null,
  today: string,
): Promise<{ expense: Expense; replacedStoredName: string | null }> {
  return writeTransaction(db, EXPENSE_AMOUNTS_TOO_LARGE, async (tx) => {
    const [current] = await tx
      .select({
        dated: expenses.dated,
        recurrence: expenses.recurrence,
        nextOccurrenceOn: expenses.nextOccurrenceOn,
        storedName: expenses.attachmentStoredName,
        paidFromAccountId: expenses.paidFromAccountId,
      })
      .from(expenses)
      .where(and(eq(expenses.id, id), eq(expenses.accountId, accountId)))
      .for('update');
    if (!current) throw expenseNotFound();
    const seriesChanged = current.dated !== values.dated || current.recurrence !== values.recurrence;
    if (seriesChanged) assertCatchUpBounded(values.dated, values.recurrence, today);
    await tx
      .update(expenses)
      .set({
        ...computedColumns(
          values,
          await paidFrom(values, async () => current.paidFromAccountId ?? defaultPaidFrom(tx, accountId)),
        ),
        nextOccurrenceOn: seriesChanged ? nextOccurrence(values) : current.nextOccurrenceOn,
        ...attachmentColumns(attachment),
        updatedAt: new Date(),
      })
      .where(and(eq(expenses.id, id), eq(expenses.accountId, accountId)));
    await postExpense(tx, accountId, id, { moved: current.dated !== values.dated });
    return {
      expense: await getExpense(tx, accountId, id),
      replacedStoredName: attachment ? current.storedName : null,
    };
  });
}

/** Deletes an expense and reverses its entry; answers its attachment's stored name (the caller deletes the file). */
export async function deleteExpense(db: Db, accountId: number, id: number): Promise<string | null> {
  return writeTransaction(db, EXPENSE_AMOUNTS_TOO_LARGE, async (tx) => {
    const [row] = await tx
      .delete(expenses)
      .where(and(eq(expenses.id, id), eq(expenses.accountId, accountId)))
      .returning({ storedName: expenses.attachmentStoredName, dated: expenses.dated });
    if (!row) throw expenseNotFound();
    await unpostExpense(tx, accountId, id, row.dated);
    return row.storedName;
  });
}

/**
 * The receipt reader's context: the merchants this business booked before (lower-cased name → the ledger
 * account of its most recent expense) and its expense ledger accounts.
 */
export async function receiptContext(db: Db, accountId: number) {
  const [merchants, expenseAccounts] = await Promise.all([
    db
      .selectDistinctOn([sql`lower(${expenses.merchantName})`], {
        merchant: sql<string>`lower(${expenses.merchantName})`,
        ledgerAccountId: expenses.ledgerAccountId,
      })
      .from(expenses)
      .where(and(eq(expenses.accountId, accountId), isNotNull(expenses.merchantName)))
      .orderBy(sql`lower(${expenses.merchantName})`, desc(expenses.dated), desc(expenses.id)),
    expenseAccountRefs(db, accountId),
  ]);
  return {
    knownMerchants: new Map(merchants.map((row) => [row.merchant, row.ledgerAccountId])),
    expenseAccounts,
  };
}
