import type {
  RecurringInvoice,
  recurringInvoiceCreateRequestSchema,
  recurringInvoiceUpdateRequestSchema,
} from '@daftari/contracts';
import { addDays, nthPeriod } from '@daftari/format';
import { and, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { businessToday } from '../../db/business-today.ts';
import type { Db } from '../../db/client.ts';
import { recurringInvoicePeriods, recurringInvoices } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { assertContact } from '../contacts/index.ts';
import { assertIncomeAccount, findProject, lineValues } from '../sales-documents/index.ts';
import { findSeries, getRecurringInvoice, type SeriesRow } from './queries.ts';
import { firstPeriodFrom, type SeriesShape } from './schedule.ts';
import { seriesRate } from './series-rate.ts';

type CreateInput = z.output<typeof recurringInvoiceCreateRequestSchema>['recurring_invoice'];
type UpdateInput = z.output<typeof recurringInvoiceUpdateRequestSchema>['recurring_invoice'];

const AMOUNTS_TOO_LARGE = 'The amounts are too large: an invoice total must stay below 1,000,000,000,000';

/** Each line must be one an invoice takes: amounts within the column, an income account of the business. */
async function checkItems(tx: Tx, accountId: number, items: CreateInput['items']): Promise<void> {
  for (const [index, item] of items.entries()) {
    const line = lineValues(item, `items.${index}.total`);
    await assertIncomeAccount(tx, accountId, line.ledgerAccountId, `items.${index}.ledger_account_id`);
  }
}

/** A series may start at most a year ago, so a mistyped year cannot issue hundreds of invoices at once. */
function assertStartBounded(startDate: string, today: string): void {
  const earliest = nthPeriod(today, { unit: 'months', every: 12 }, -1);
  if (startDate < earliest) {
    throw invalidField(
      'start_date',
      `A recurring invoice can start at most one year ago (on or after ${earliest})`,
    );
  }
}

const shapeOf = (row: Pick<SeriesRow, 'frequency' | 'interval' | 'startDate' | 'endDate' | 'occurrences'>) =>
  ({ ...row, frequency: row.frequency as SeriesShape['frequency'] }) satisfies SeriesShape;

/**
 * POST /recurring_invoices: an active series whose first period is its start date, in its currency at the
 * rate given or (none) the rate table's on each issue date (seriesRate).
 */
export async function createRecurringInvoice(
  db: Db,
  accountId: number,
  input: CreateInput,
  now: Date,
): Promise<RecurringInvoice> {
  const id = await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
    await assertContact(tx, accountId, input.contact_id);
    const project = await findProject(tx, accountId, input.project_id);
    await checkItems(tx, accountId, input.items);
    assertStartBounded(input.start_date, await businessToday(tx, accountId, now));
    const rate = await seriesRate(tx, accountId, {
      currency: input.currency,
      exchangeRate: input.exchange_rate,
      date: input.start_date,
    });
    const [row] = await tx
      .insert(recurringInvoices)
      .values({
        accountId,
        contactId: input.contact_id,
        projectId: project?.id ?? null,
        frequency: input.frequency,
        interval: input.interval,
        startDate: input.start_date,
        endDate: input.end_date ?? null,
        occurrences: input.occurrences ?? null,
        nextIssueDate: input.start_date,
        dueDays: input.due_days,
        autoSend: input.auto_send,
        missedPeriods: input.missed_periods,
        ...rate,
        notes: input.notes ?? null,
        items: input.items,
      })
      .returning({ id: recurringInvoices.id });
    return row!.id;
  });
  return getRecurringInvoice(db, accountId, id);
}

const FINISHED = 'This recurring invoice has finished; it issues no more invoices and cannot change.';

/**
 * PUT /recurring_invoices/{id}: the fields given. A new schedule (frequency, interval, dates, occurrences)
 * applies to the periods after the last one issued or skipped; none left finishes the series.
 */
export async function updateRecurringInvoice(
  db: Db,
  accountId: number,
  id: number,
  input: UpdateInput,
  now: Date,
): Promise<RecurringInvoice> {
  await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
    const current = await findSeries(tx, accountId, id, true);
    if (current.status === 'finished') throw new HttpError(422, FINISHED);
    const changes: Partial<typeof recurringInvoices.$inferInsert> = {};
    if (input.contact_id !== undefined) {
      await assertContact(tx, accountId, input.contact_id);
      changes.contactId = input.contact_id;
    }
    if (input.project_id !== undefined)
      changes.projectId = (await findProject(tx, accountId, input.project_id))?.id ?? null;
    if (input.items !== undefined) {
      await checkItems(tx, accountId, input.items);
      changes.items = input.items;
    }
    if (input.start_date !== undefined && input.start_date !== current.startDate) {
      assertStartBounded(input.start_date, await businessToday(tx, accountId, now));
    }
    const shape = shapeOf({
      frequency: input.frequency ?? current.frequency,
      interval: input.interval ?? current.interval,
      startDate: input.start_date ?? current.startDate,
      // An end date replaces a number of occurrences, and the other way round.
      endDate: input.end_date !== undefined ? input.end_date : input.occurrences ? null : current.endDate,
      occurrences:
        input.occurrences !== undefined ? input.occurrences : input.end_date ? null : current.occurrences,
    });
    if (shape.endDate !== null && shape.endDate < shape.startDate) {
      throw invalidField('end_date', 'End date cannot be before the start date');
    }
    const rescheduled = (['frequency', 'interval', 'startDate', 'endDate', 'occurrences'] as const).some(
      (key) => shape[key] !== current[key],
    );
    Object.assign(changes, shape);
    if (rescheduled) Object.assign(changes, await nextAfterLastPeriod(tx, id, shape));
    if (input.due_days !== undefined) changes.dueDays = input.due_days;
    if (input.auto_send !== undefined) changes.autoSend = input.auto_send;
    if (input.missed_periods !== undefined) changes.missedPeriods = input.missed_periods;
    if (input.currency !== undefined || input.exchange_rate !== undefined) {
      Object.assign(
        changes,
        await seriesRate(tx, accountId, {
          currency: input.currency ?? current.currency,
          // A new currency without a rate takes the table's; the rate alone keeps the currency.
          exchangeRate: input.exchange_rate,
          date: changes.nextIssueDate ?? current.nextIssueDate ?? current.startDate,
        }),
      );
    }
    if (input.notes !== undefined) changes.notes = input.notes;
    await tx
      .update(recurringInvoices)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(recurringInvoices.id, id), eq(recurringInvoices.accountId, accountId)));
  });
  return getRecurringInvoice(db, accountId, id);
}

/** The next period of a new schedule: the first after the last period done (from the start date if none). */
async function nextAfterLastPeriod(tx: Tx, id: number, shape: SeriesShape) {
  const [last] = await tx
    .select({ period: max(recurringInvoicePeriods.period) })
    .from(recurringInvoicePeriods)
    .where(eq(recurringInvoicePeriods.recurringInvoiceId, id));
  const next = firstPeriodFrom(shape, last?.period ? addDays(last.period, 1) : shape.startDate);
  return next
    ? { periodsDone: next.n, nextIssueDate: next.date }
    : { nextIssueDate: null, status: 'finished' as const };
}

/** Moves a series from one status to another; 422 with `refusal` when it is not in `from`. */
async function changeStatus(
  db: Db,
  accountId: number,
  id: number,
  from: readonly SeriesRow['status'][],
  to: 'active' | 'paused' | 'finished',
  refusal: (status: string) => string,
): Promise<RecurringInvoice> {
  await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
    const current = await findSeries(tx, accountId, id, true);
    if (!from.includes(current.status)) throw new HttpError(422, refusal(current.status));
    await tx
      .update(recurringInvoices)
      .set({ status: to, ...(to === 'finished' ? { nextIssueDate: null } : {}), updatedAt: sql`now()` })
      .where(and(eq(recurringInvoices.id, id), eq(recurringInvoices.accountId, accountId)));
  });
  return getRecurringInvoice(db, accountId, id);
}

/** POST /recurring_invoices/{id}/pause: no invoice is issued until it is resumed. */
export const pauseRecurringInvoice = (db: Db, accountId: number, id: number) =>
  changeStatus(
    db,
    accountId,
    id,
    ['active'],
    'paused',
    (status) => `Only an active recurring invoice can be paused; this one is ${status}.`,
  );

/** POST /recurring_invoices/{id}/resume: periods that fell due while paused follow `missed_periods`. */
export const resumeRecurringInvoice = (db: Db, accountId: number, id: number) =>
  changeStatus(
    db,
    accountId,
    id,
    ['paused'],
    'active',
    (status) => `Only a paused recurring invoice can be resumed; this one is ${status}.`,
  );

/** DELETE /recurring_invoices/{id}: the series stops for good (finished); its invoices stay. */
export const stopRecurringInvoice = (db: Db, accountId: number, id: number) =>
  changeStatus(
    db,
    accountId,
    id,
    ['active', 'paused'],
    'finished',
    () => 'This recurring invoice has already finished.',
  );
