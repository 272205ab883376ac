import type { Invoice, invoiceUpdateRequestSchema } from '@daftari/contracts';
import { toCents, toRateMicros } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { clockNow } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { lockContacts } from '../../db/write-order.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { recordInvoiceEvent } from '../activity/index.ts';
import { assertContact } from '../contacts/index.ts';
import { assertFieldsNotSignedByKra, assertVoidableAtKra, queueEtimsSale } from '../etims/index.ts';
import { resolveRate } from '../exchange-rates/index.ts';
import { postInvoice, postInvoicePayments } from '../ledger/index.ts';
import {
  findProject,
  type InvoiceCreate,
  insertDraftInvoice,
  recomputeInvoice,
  releaseInvoiceNumber,
} from '../sales-documents/index.ts';
import { getInvoice } from './queries.ts';
import { actionsOf, invoiceTransaction, lockInvoice } from './writes.ts';

export type InvoiceUpdate = z.output<typeof invoiceUpdateRequestSchema>['invoice'];

/**
 * POST /invoices: a draft with the next number of its sequence, taken in the same transaction as the insert
 * (a failed insert gives the number back; concurrent creates never share one). The currency defaults to the
 * account's.
 */
export async function createInvoice(db: Db, accountId: number, input: InvoiceCreate): Promise<Invoice> {
  const id = await invoiceTransaction(db, (tx) => insertDraftInvoice(tx, accountId, input));
  return getInvoice(db, accountId, id);
}

const VOID_HAS_ITS_ROUTE = 'Void an invoice with POST /invoices/{id}/void.';

const PAID_IS_AUTOMATIC =
  'An invoice cannot be marked as paid by hand: it becomes paid when its payments cover the total. Record a payment instead.';

/**
 * PUT /invoices/{id}: the status (draft → sent only) and the editable fields. A paid or void invoice keeps
 * everything but its notes; the currency is fixed once payments are recorded; an invoice KRA eTIMS signed
 * keeps its contact, dates and currency.
 */
export async function updateInvoice(
  db: Db,
  accountId: number,
  id: string,
  input: InvoiceUpdate,
): Promise<Invoice> {
  await invoiceTransaction(db, async (tx) => {
    const current = await lockInvoice(tx, accountId, id, input.contact_id);
    const changes: Partial<typeof invoices.$inferInsert> = {};

    if (input.status !== undefined && input.status !== current.status) {
      if (input.status === 'paid') throw invalidField('status', PAID_IS_AUTOMATIC);
      if (input.status === 'void') throw invalidField('status', VOID_HAS_ITS_ROUTE);
      if (current.status === 'void') throw invalidField('status', 'This invoice is void; it stays void.');
      if (input.status === 'draft') {
        throw invalidField('status', `A ${current.status} invoice cannot go back to draft.`);
      }
      if (!actionsOf(current).send) {
        throw invalidField(
          'status',
          'This invoice is paid; it follows its payments and cannot be set to sent.',
        );
      }
      changes.status = 'sent';
      changes.sentAt = clockNow();
    }

    const changed = <K extends keyof typeof current>(key: K, value: (typeof current)[K] | undefined) =>
      value !== undefined && value !== current[key];
    const lockedFields = [
      changed('contactId', input.contact_id) && 'contact_id',
      input.project_id !== undefined && (input.project_id ?? null) !== current.projectId && 'project_id',
      changed('issueDate', input.issue_date) && 'issue_date',
      changed('dueDate', input.due_date) && 'due_date',
      changed('currency', input.currency) && 'currency',
      input.exchange_rate !== undefined &&
        toRateMicros(input.exchange_rate) !== toRateMicros(current.exchangeRate) &&
        'exchange_rate',
    ].filter((field): field is string => Boolean(field));
    if (current.status !== 'draft') await assertFieldsNotSignedByKra(tx, accountId, id, lockedFields);
    if (!actionsOf(current).edit && lockedFields.length > 0) {
      throw invalidField(
        lockedFields[0]!,
        current.openingBalanceOn && (current.status === 'sent' || current.status === 'draft')
          ? 'This invoice is a balance brought forward from your previous tool; only its notes can be changed.'
          : `This invoice is ${current.status}; only its notes can be changed.`,
      );
    }

    if (changed('contactId', input.contact_id)) {
      // Its credit notes were issued to the contact, and posted against theirs.
      if (Number(current.creditedAmount) !== 0) {
        throw invalidField('contact_id', 'The contact cannot change once the invoice is credited.');
      }
      await assertContact(tx, accountId, input.contact_id!);
      changes.contactId = input.contact_id!;
    }
    if (input.project_id !== undefined && (input.project_id ?? null) !== current.projectId) {
      const project = await findProject(tx, accountId, input.project_id);
      changes.projectId = project?.id ?? null;
    }
    const issueDate = input.issue_date ?? current.issueDate;
    const dueDate = input.due_date ?? current.dueDate;
    if (dueDate < issueDate) throw invalidField('due_date', 'Due date cannot be before the issue date');
    if (changed('issueDate', input.issue_date)) changes.issueDate = issueDate;
    if (changed('dueDate', input.due_date)) changes.dueDate = dueDate;
    if (changed('currency', input.currency) || input.exchange_rate !== undefined) {
      const field = changed('currency', input.currency) ? 'currency' : 'exchange_rate';
      const rate = await resolveRate(tx, accountId, {
        currency: input.currency ?? current.currency,
        exchangeRate: input.exchange_rate,
        date: issueDate,
      });
      if (
        rate.currency !== current.currency ||
        toRateMicros(rate.exchangeRate) !== toRateMicros(current.exchangeRate)
      ) {
        const what = field === 'currency' ? 'The currency' : 'The rate';
        if (Number(current.paidAmount) !== 0) {
          throw invalidField(field, `${what} cannot change once payments are recorded.`);
        }
        if (Number(current.creditedAmount) !== 0) {
          throw invalidField(field, `${what} cannot change once the invoice is credited.`);
        }
        changes.currency = rate.currency;
        changes.exchangeRate = rate.exchangeRate;
      }
    }
    if (input.notes !== undefined && input.notes !== current.notes) changes.notes = input.notes;
    if (input.reminders_enabled !== undefined) changes.remindersEnabled = input.reminders_enabled;

    if (Object.keys(changes).length === 0) return;
    await tx
      .update(invoices)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)));
    if (changes.status) {
      await recomputeInvoice(tx, accountId, id);
      await queueEtimsSale(tx, accountId, id);
    }
    // Leaving draft posts the invoice; a new contact or issue date re-posts a sent one, and a new contact
    // its payments too (the receivable is the contact's).
    if (
      changes.status ||
      changes.contactId !== undefined ||
      changes.issueDate !== undefined ||
      changes.exchangeRate !== undefined
    ) {
      await postInvoice(tx, accountId, id, { moved: changes.issueDate !== undefined });
    }
    if (changes.contactId !== undefined && current.status !== 'draft') {
      await postInvoicePayments(tx, accountId, id);
    }
  });
  return getInvoice(db, accountId, id);
}

const DELETE_REFUSALS = { sent: 'sent', paid: 'paid', void: 'voided', draft: '' } as const;

/**
 * DELETE /invoices/{id}: drafts only (a sent invoice has been seen by the customer; it is credited, not
 * deleted). Its lines go with it; its number is given back when it is still the latest of its sequence.
 */
export async function deleteInvoice(db: Db, accountId: number, id: string): Promise<void> {
  await invoiceTransaction(db, async (tx) => {
    const current = await lockInvoice(tx, accountId, id);
    if (!actionsOf(current).delete) {
      throw new HttpError(
        422,
        `Only draft invoices can be deleted. This invoice has been ${DELETE_REFUSALS[current.status]}.`,
      );
    }
    await tx.delete(invoices).where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)));
    await releaseInvoiceNumber(tx, accountId, current.sequenceScope, current.sequenceValue);
  });
}

/** Marks a draft sent (after it was e-mailed) and posts it; a sent or paid invoice is left as it is. */
export async function markSent(db: Db, accountId: number, id: string): Promise<void> {
  await invoiceTransaction(db, (tx) => markDraftSent(tx, accountId, id));
}

/** `markSent` in the caller's transaction (a recurring invoice sent as it is issued). */
export async function markDraftSent(tx: Tx, accountId: number, id: string): Promise<void> {
  const sent = await tx
    .update(invoices)
    .set({ status: 'sent', sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId), eq(invoices.status, 'draft')))
    .returning({ contactId: invoices.contactId });
  if (sent[0]) {
    await lockContacts(tx, [sent[0].contactId]);
    await postInvoice(tx, accountId, id);
    await queueEtimsSale(tx, accountId, id);
  }
}

/**
 * POST /invoices/{id}/void: a sent invoice nothing was paid on is cancelled. It keeps its number, lines and
 * totals, owes nothing (balance 0) and takes no payment; its ledger entry is reversed (dated the day of the
 * void, or its issue date when that is later: refused on or before the lock date). A draft is deleted
 * instead; a paid, part-paid or credited invoice keeps its payments and credit notes, so it cannot be voided;
 * nor can one sent to KRA eTIMS (signed: credit it instead), unless its signing failed.
 */
export async function voidInvoice(db: Db, accountId: number, id: string, now = clockNow()): Promise<Invoice> {
  await invoiceTransaction(db, async (tx) => {
    const current = await lockInvoice(tx, accountId, id);
    if (current.status === 'draft') {
      throw new HttpError(422, 'A draft invoice cannot be voided: delete it instead.');
    }
    if (current.status === 'void') throw new HttpError(422, 'This invoice is already void.');
    if (toCents(current.paidAmount) !== 0n) {
      throw new HttpError(422, 'An invoice with payments cannot be voided.');
    }
    if (!actionsOf(current).void) {
      throw new HttpError(422, 'An invoice with credit notes cannot be voided.');
    }
    await assertVoidableAtKra(tx, accountId, id);
    await tx
      .update(invoices)
      .set({ status: 'void', updatedAt: sql`now()` })
      .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)));
    await recomputeInvoice(tx, accountId, id);
    await postInvoice(tx, accountId, id);
    await recordInvoiceEvent(tx, { accountId, invoiceId: id, kind: 'voided', at: now });
  });
  return getInvoice(db, accountId, id);
}
