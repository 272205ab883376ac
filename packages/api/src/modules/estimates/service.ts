import type { Estimate, estimateCreateRequestSchema, estimateUpdateRequestSchema } from '@daftari/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accountCurrency } from '../../db/account-currency.ts';
import type { Db } from '../../db/client.ts';
import { estimates } from '../../db/schema.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { assertContact } from '../contacts/index.ts';
import { resolveRate } from '../exchange-rates/index.ts';
import {
  allocateNumber,
  documentDefaults,
  findProject,
  releaseNumber,
  SEQUENCE_SCOPES,
} from '../sales-documents/index.ts';
import { getEstimate } from './queries.ts';
import { actionsOf, assertEditable, estimateTransaction, lockEstimate } from './writes.ts';

export type EstimateCreate = z.output<typeof estimateCreateRequestSchema>['estimate'];
export type EstimateUpdate = z.output<typeof estimateUpdateRequestSchema>['estimate'];

/**
 * POST /estimates: a draft with the account's next estimate number under its estimate prefix, taken in the
 * transaction of the insert (a failed insert gives it back; concurrent creates never share one). Notes left
 * out are the business's default notes. The currency defaults to the account's; another currency's rate to
 * the rate table's latest on or before the issue date (none: 422).
 */
export async function createEstimate(
  db: Db,
  accountId: number,
  input: EstimateCreate,
  today: string,
): Promise<Estimate> {
  const id = await estimateTransaction(db, async (tx) => {
    await assertContact(tx, accountId, input.contact_id);
    const project = await findProject(tx, accountId, input.project_id);
    const { currency, exchangeRate } = await resolveRate(tx, accountId, {
      currency: input.currency ?? (await accountCurrency(tx, accountId)),
      exchangeRate: input.exchange_rate,
      date: input.issue_date,
    });
    const defaults = await documentDefaults(tx, accountId);
    const number = await allocateNumber(tx, accountId, {
      scope: SEQUENCE_SCOPES.estimate,
      prefix: defaults.prefixes.estimate,
    });
    const [row] = await tx
      .insert(estimates)
      .values({
        accountId,
        contactId: input.contact_id,
        projectId: project?.id ?? null,
        estimateNumber: number.number,
        sequenceValue: number.value,
        issueDate: input.issue_date,
        expiryDate: input.expiry_date,
        currency,
        exchangeRate,
        notes: input.notes === undefined ? defaults.defaultNotes : input.notes,
      })
      .returning({ id: estimates.id });
    return row!.id;
  });
  return getEstimate(db, accountId, id, today);
}

/**
 * PUT /estimates/{id}: `status: "sent"` marks a draft sent; the fields of a draft or sent estimate change
 * (a later expiry date revives an expired one; a new currency or rate is resolved as on POST, at its issue
 * date). An accepted, declined or invoiced estimate: 422.
 */
export async function updateEstimate(
  db: Db,
  accountId: number,
  id: string,
  input: EstimateUpdate,
  today: string,
): Promise<Estimate> {
  await estimateTransaction(db, async (tx) => {
    const current = await lockEstimate(tx, accountId, id);
    if (Object.keys(input).length > 0) assertEditable(current, 'edit', 'it');
    const changes: Partial<typeof estimates.$inferInsert> = {};
    const sending = input.status === 'sent' && actionsOf(current).send;
    if (sending) changes.status = 'sent';
    if (input.contact_id !== undefined && input.contact_id !== current.contactId) {
      await assertContact(tx, accountId, input.contact_id);
      changes.contactId = input.contact_id;
    }
    if (input.project_id !== undefined && (input.project_id ?? null) !== current.projectId) {
      changes.projectId = (await findProject(tx, accountId, input.project_id))?.id ?? null;
    }
    const issueDate = input.issue_date ?? current.issueDate;
    const expiryDate = input.expiry_date ?? current.expiryDate;
    if (expiryDate < issueDate) {
      throw invalidField('expiry_date', 'Expiry date cannot be before the issue date');
    }
    if (issueDate !== current.issueDate) changes.issueDate = issueDate;
    if (expiryDate !== current.expiryDate) changes.expiryDate = expiryDate;
    if (input.currency !== undefined || input.exchange_rate !== undefined) {
      const rate = await resolveRate(tx, accountId, {
        currency: input.currency ?? current.currency,
        exchangeRate: input.exchange_rate,
        date: issueDate,
      });
      changes.currency = rate.currency;
      changes.exchangeRate = rate.exchangeRate;
    }
    if (input.notes !== undefined) changes.notes = input.notes;
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(estimates)
      .set({ ...changes, ...(sending ? { sentAt: sql`now()` } : {}), updatedAt: sql`now()` })
      .where(and(eq(estimates.id, id), eq(estimates.accountId, accountId)));
  });
  return getEstimate(db, accountId, id, today);
}

/**
 * DELETE /estimates/{id}: drafts only (a sent estimate has been seen by the customer). Its items go with it;
 * its number is given back when it is still the latest.
 */
export async function deleteEstimate(db: Db, accountId: number, id: string): Promise<void> {
  await estimateTransaction(db, async (tx) => {
    const current = await lockEstimate(tx, accountId, id);
    if (!actionsOf(current).delete) {
      throw new HttpError(422, `Only draft estimates can be deleted. This estimate is ${current.status}.`);
    }
    await tx.delete(estimates).where(and(eq(estimates.id, id), eq(estimates.accountId, accountId)));
    await releaseNumber(tx, accountId, SEQUENCE_SCOPES.estimate, current.sequenceValue);
  });
}

/** Marks a draft sent (after it was e-mailed); any other estimate is left as it is. */
export async function markEstimateSent(db: Db, accountId: number, id: string): Promise<void> {
  await db
    .update(estimates)
    .set({ status: 'sent', sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(estimates.id, id), eq(estimates.accountId, accountId), eq(estimates.status, 'draft')));
}
