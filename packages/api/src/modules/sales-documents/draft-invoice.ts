import type { invoiceCreateRequestSchema } from '@daftari/contracts';
import type { z } from 'zod';
import { accountCurrency } from '../../db/account-currency.ts';
import { invoices } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { insertedDocument, lockContacts } from '../../db/write-order.ts';
import { assertContact } from '../contacts/index.ts';
import { resolveRate } from '../exchange-rates/index.ts';
import { documentDefaults, dueDateAfter } from './document-defaults.ts';
import { allocateInvoiceNumber, findProject, numberingScopeFor } from './invoice-numbering.ts';
import { recomputeInvoice } from './invoice-totals.ts';
import { appendLines, invoiceLines, type SalesLineValues } from './lines.ts';

/** What a new invoice is created with (POST /invoices' `invoice`). */
export type InvoiceCreate = z.output<typeof invoiceCreateRequestSchema>['invoice'];

/**
 * The draft of POST /invoices, in the caller's transaction, with the next number of its sequence (taken in
 * this transaction: a failed insert gives it back; concurrent creates never share one); the currency defaults
 * to the contact's, else the account's, and another currency's rate to the rate table's on the issue date
 * (resolveRate). The business's document settings give its prefix, a due date left out (the issue date plus
 * the payment terms) and notes left out (its default notes; `null` is no notes). Locks the contact's totals.
 * Answers its id.
 */
export async function insertDraftInvoice(tx: Tx, accountId: number, input: InvoiceCreate): Promise<string> {
  const contactCurrency = await assertContact(tx, accountId, input.contact_id);
  const project = await findProject(tx, accountId, input.project_id);
  const { currency, exchangeRate } = await resolveRate(tx, accountId, {
    currency: input.currency ?? contactCurrency ?? (await accountCurrency(tx, accountId)),
    exchangeRate: input.exchange_rate,
    date: input.issue_date,
  });
  const defaults = await documentDefaults(tx, accountId);
  await lockContacts(tx, [input.contact_id]);
  const number = await allocateInvoiceNumber(
    tx,
    accountId,
    numberingScopeFor(project, defaults.prefixes.invoice),
  );
  const [row] = await tx
    .insert(invoices)
    .values({
      accountId,
      contactId: input.contact_id,
      projectId: project?.id ?? null,
      invoiceNumber: number.invoiceNumber,
      sequenceScope: number.scope,
      sequenceValue: number.value,
      status: 'draft',
      issueDate: input.issue_date,
      dueDate: input.due_date ?? dueDateAfter(input.issue_date, defaults.paymentTermsDays),
      currency,
      exchangeRate,
      notes: input.notes === undefined ? defaults.defaultNotes : input.notes,
      remindersEnabled: input.reminders_enabled ?? true,
    })
    .returning({ id: invoices.id });
  insertedDocument(tx, `invoice:${row!.id}`);
  return row!.id;
}

/**
 * A draft invoice made from other work (an estimate converted, a project's time, a recurring series' period,
 * the demo business), in the caller's transaction: the draft of POST /invoices, its lines in order, its totals
 * recomputed from them. Nothing is posted: it is a draft. Answers its id.
 */
export async function createDraftInvoice(
  tx: Tx,
  accountId: number,
  header: InvoiceCreate,
  lines: SalesLineValues[],
): Promise<string> {
  const id = await insertDraftInvoice(tx, accountId, header);
  await appendLines(tx, invoiceLines, accountId, id, lines);
  await recomputeInvoice(tx, accountId, id);
  return id;
}
