import type { billCreateRequestSchema, billUpdateRequestSchema } from '@daftari/contracts';
import { toCents, toRateMicros } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accountCurrency } from '../../db/account-currency.ts';
import type { Db } from '../../db/client.ts';
import { bills } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import type { AttachmentValues } from '../../http/attachments.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { assertContact } from '../contacts/index.ts';
import { assertPurchaseAmountsKept, purchaseHeldByKra, queueEtimsPurchase } from '../etims/index.ts';
import { resolveRate } from '../exchange-rates/index.ts';
import { lockDateOf, lockedPeriod, postBill, postBillPayments } from '../ledger/index.ts';
import {
  actionsOf,
  assertNumberFree,
  billTransaction,
  type LockedBill,
  lockBill,
  recomputeBill,
  replaceLines,
} from './writes.ts';

export type BillCreate = z.output<typeof billCreateRequestSchema>['bill'];
export type BillUpdate = z.output<typeof billUpdateRequestSchema>['bill'];

const attachmentColumns = (attachment: AttachmentValues) => ({
  attachmentStoredName: attachment.storedName,
  attachmentFileName: attachment.fileName,
  attachmentContentType: attachment.contentType,
  attachmentSize: attachment.size,
});

/**
 * POST /bills: the bill, its lines and (unless `draft`) its posting, in one transaction. Answers its id.
 * The vendor must be a contact of the account and the number new for that vendor. The currency defaults to
 * the vendor's, else the books'; another currency's rate to the rate table's on the issue date (resolveRate).
 */
export async function createBill(
  db: Db,
  accountId: number,
  input: BillCreate,
  attachment: AttachmentValues | null,
): Promise<number> {
  return billTransaction(db, input.bill_number, async (tx) => {
    const vendorCurrency = await assertContact(tx, accountId, input.contact_id);
    await assertNumberFree(tx, accountId, { contactId: input.contact_id, billNumber: input.bill_number });
    const { currency, exchangeRate } = await resolveRate(tx, accountId, {
      currency: input.currency ?? vendorCurrency ?? (await accountCurrency(tx, accountId)),
      exchangeRate: input.exchange_rate,
      date: input.issue_date,
    });
    const [row] = await tx
      .insert(bills)
      .values({
        accountId,
        contactId: input.contact_id,
        billNumber: input.bill_number,
        status: input.draft ? 'draft' : 'open',
        issueDate: input.issue_date,
        dueDate: input.due_date,
        currency,
        exchangeRate,
        notes: input.notes ?? null,
        ...(attachment ? attachmentColumns(attachment) : {}),
      })
      .returning({ id: bills.id });
    const id = row!.id;
    await replaceLines(tx, accountId, id, input.lines);
    await recomputeBill(tx, accountId, id, currency);
    await postBill(tx, accountId, id);
    return id;
  });
}

const OPENING_LINES_FIXED =
  'This bill is a balance brought forward from your previous tool; its lines cannot be changed.';

/** The changes an update asks for, checked against the bill as it stands. */
async function changesOf(tx: Tx, accountId: number, current: LockedBill, input: BillUpdate) {
  const allowed = actionsOf(current);
  if (!allowed.edit) throw new HttpError(422, 'This bill is void; it can no longer be changed.');
  // Its one line is what was owed on the switching date; anything bought since is a new bill.
  if (!allowed.editLines && input.lines !== undefined) {
    throw invalidField('lines', OPENING_LINES_FIXED);
  }
  if (input.draft === true && current.status !== 'draft') {
    throw invalidField('draft', 'A posted bill cannot go back to draft; void it instead.');
  }
  const changes: Partial<typeof bills.$inferInsert> = {};
  if (input.draft === false && allowed.issue) {
    // Issuing posts it at its (new) date: not on or before the lock date.
    const lockDate = await lockDateOf(tx, accountId);
    if (!actionsOf(current, { issueDate: input.issue_date, lockDate }).issue) throw lockedPeriod(lockDate!);
    changes.status = 'open';
  }
  if (input.contact_id !== undefined && input.contact_id !== current.contactId) {
    await assertContact(tx, accountId, input.contact_id);
    changes.contactId = input.contact_id;
  }
  if (input.bill_number !== undefined && input.bill_number !== current.billNumber) {
    changes.billNumber = input.bill_number;
  }
  if (changes.contactId !== undefined || changes.billNumber !== undefined) {
    await assertNumberFree(tx, accountId, {
      id: current.id,
      contactId: changes.contactId ?? current.contactId,
      billNumber: changes.billNumber ?? current.billNumber,
    });
  }
  const issueDate = input.issue_date ?? current.issueDate;
  const dueDate = input.due_date ?? current.dueDate;
  if (dueDate < issueDate) throw invalidField('due_date', 'Due date cannot be before the issue date');
  if (issueDate !== current.issueDate) changes.issueDate = issueDate;
  if (dueDate !== current.dueDate) changes.dueDate = dueDate;
  const currencyChanged = input.currency !== undefined && input.currency !== current.currency;
  if (currencyChanged || input.exchange_rate !== undefined) {
    const field = currencyChanged ? 'currency' : 'exchange_rate';
    const rate = await resolveRate(tx, accountId, {
      currency: input.currency ?? current.currency,
      exchangeRate: input.exchange_rate,
      date: issueDate,
    });
    if (
      rate.currency !== current.currency ||
      toRateMicros(rate.exchangeRate) !== toRateMicros(current.exchangeRate)
    ) {
      if (toCents(current.paidAmount) !== 0n) {
        const what = currencyChanged ? 'The currency' : 'The rate';
        throw invalidField(field, `${what} cannot change once payments are recorded.`);
      }
      changes.currency = rate.currency;
      changes.exchangeRate = rate.exchangeRate;
    }
  }
  if (input.notes !== undefined && input.notes !== current.notes) changes.notes = input.notes;
  return changes;
}

/**
 * PUT /bills/{id}: the fields given; `lines` given replace the lines; `draft: false` issues a draft; a new
 * attachment replaces the stored one. A posted bill is re-posted (a reversal and the new entry) when what it
 * posts changed, and its payments when the vendor changed. Answers the attachment file it replaced, if any.
 */
export async function updateBill(
  db: Db,
  accountId: number,
  id: number,
  input: BillUpdate,
  attachment: AttachmentValues | null,
): Promise<string | null> {
  return billTransaction(db, input.bill_number, async (tx) => {
    const current = await lockBill(tx, accountId, id);
    const changes = await changesOf(tx, accountId, current, input);
    const held = await purchaseHeldByKra(tx, accountId, id, changes);
    if (attachment) Object.assign(changes, attachmentColumns(attachment));
    if (Object.keys(changes).length > 0) {
      await tx
        .update(bills)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(bills.id, id), eq(bills.accountId, accountId)));
    }
    if (input.lines !== undefined) await replaceLines(tx, accountId, id, input.lines);
    await recomputeBill(tx, accountId, id, changes.currency ?? current.currency);
    if (held && input.lines !== undefined) await assertPurchaseAmountsKept(tx, accountId, id, held);
    await postBill(tx, accountId, id, { moved: changes.issueDate !== undefined });
    if (changes.contactId !== undefined) await postBillPayments(tx, accountId, id);
    if (changes.status === 'open') await queueEtimsPurchase(tx, accountId, id);
    return attachment ? current.attachmentStoredName : null;
  });
}

/** DELETE /bills/{id}: drafts only (a posted bill is voided). Answers its attachment file, if any. */
export async function deleteBill(db: Db, accountId: number, id: number): Promise<string | null> {
  return billTransaction(db, undefined, async (tx) => {
    const current = await lockBill(tx, accountId, id);
    if (!actionsOf(current).delete) {
      throw new HttpError(422, 'Only draft bills can be deleted; void this bill instead.');
    }
    await tx.delete(bills).where(and(eq(bills.id, id), eq(bills.accountId, accountId)));
    return current.attachmentStoredName;
  });
}

/** POST /bills/{id}/void: an open bill without payments becomes void and its entry is reversed. */
export async function voidBill(db: Db, accountId: number, id: number): Promise<void> {
  await billTransaction(db, undefined, async (tx) => {
    const current = await lockBill(tx, accountId, id);
    if (!actionsOf(current).void) {
      if (current.status === 'void') throw new HttpError(422, 'This bill is already void.');
      if (current.status === 'draft') throw new HttpError(422, 'A draft bill is deleted, not voided.');
      throw new HttpError(422, 'This bill has payments; it cannot be voided.');
    }
    await tx
      .update(bills)
      .set({ status: 'void', updatedAt: sql`now()` })
      .where(and(eq(bills.id, id), eq(bills.accountId, accountId)));
    await recomputeBill(tx, accountId, id, current.currency);
    await postBill(tx, accountId, id);
  });
}
