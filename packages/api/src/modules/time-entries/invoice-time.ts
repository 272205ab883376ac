import type { Invoice, invoiceTimeRequestSchema } from '@daftari/contracts';
import { calendarDayIn, timeInvoiceLines } from '@daftari/format';
import { and, asc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { projects, timeEntries } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { getInvoice, invoiceTransaction } from '../invoices/index.ts';
import { projectNotFound } from '../projects/index.ts';
import { createDraftInvoice, lineValues } from '../sales-documents/index.ts';
import { accountTimeZone, startDay } from './queries.ts';

export type InvoiceTime = z.output<typeof invoiceTimeRequestSchema>;

/** The project of the route, with what billing its time needs: 404 unless it is the account's. */
async function hourlyProject(tx: Tx, accountId: number, projectId: number) {
  const [project] = await tx
    .select({
      id: projects.id,
      contactId: projects.contactId,
      projectType: projects.projectType,
      hourlyRate: projects.hourlyRate,
    })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.accountId, accountId)));
  if (!project) throw projectNotFound();
  if (project.projectType !== 'hourly_rate') {
    throw new HttpError(422, 'This project has a fixed price: only hourly projects bill their time.');
  }
  if (project.hourlyRate === null) {
    throw new HttpError(422, "Set the project's hourly rate before invoicing its time.");
  }
  return { ...project, hourlyRate: project.hourlyRate };
}

/**
 * The project's unbilled billable ended entries (started on or before `to` when given), locked FOR UPDATE
 * until the transaction ends. A concurrent call waits for the lock, then re-checks `invoice_id is null` on
 * the committed rows: the entries it would have billed are gone from its answer, so no entry is billed twice.
 */
function lockUnbilledEntries(tx: Tx, accountId: number, projectId: number, timeZone: string, to?: string) {
  return tx
    .select({
      id: timeEntries.id,
      durationSeconds: sql<number>`${timeEntries.durationSeconds}`,
      description: timeEntries.description,
      day: sql<string>`${startDay(timeZone)}::text`,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.accountId, accountId),
        eq(timeEntries.projectId, projectId),
        eq(timeEntries.billable, true),
        isNull(timeEntries.invoiceId),
        isNotNull(timeEntries.endedAt),
        gt(timeEntries.durationSeconds, 0),
        to === undefined ? undefined : sql`${startDay(timeZone)} <= ${to}`,
      ),
    )
    .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id))
    .for('update');
}

/**
 * POST /projects/{id}/invoice_time: the entries become the lines of one new draft invoice for the project's
 * contact, at its hourly rate (timeInvoiceLines: rounded up per entry, grouped per entry or per day), and
 * point to it, all in one transaction. Nothing unbilled: 422.
 */
export async function invoiceProjectTime(
  db: Db,
  accountId: number,
  projectId: number,
  input: InvoiceTime,
  now: Date,
): Promise<Invoice> {
  const invoiceId = await invoiceTransaction(db, async (tx) => {
    const project = await hourlyProject(tx, accountId, projectId);
    const timeZone = await accountTimeZone(tx, accountId);
    const entries = await lockUnbilledEntries(tx, accountId, projectId, timeZone, input.to);
    if (entries.length === 0) throw new HttpError(422, 'This project has no unbilled time to invoice.');
    const lines = timeInvoiceLines(
      entries.map((entry) => ({ ...entry, durationSeconds: Number(entry.durationSeconds) })),
      { roundingMinutes: input.rounding_minutes, groupBy: input.group_by, hourlyRate: project.hourlyRate },
    );
    const today = calendarDayIn(timeZone, now);
    const id = await createDraftInvoice(
      tx,
      accountId,
      {
        contact_id: project.contactId,
        project_id: project.id,
        issue_date: today,
      },
      lines.map((line, index) => lineValues({ ...line, discount: 0, tax_rate: 0 }, `lines.${index}`)),
    );
    await tx
      .update(timeEntries)
      .set({ invoiceId: id })
      .where(
        and(
          eq(timeEntries.accountId, accountId),
          inArray(
            timeEntries.id,
            entries.map((entry) => entry.id),
          ),
        ),
      );
    return id;
  });
  return getInvoice(db, accountId, invoiceId);
}
