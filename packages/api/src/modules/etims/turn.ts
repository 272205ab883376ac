import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { etimsCreditNotes, etimsInvoices, etimsSettings, invoices } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, type Tx, writeTransaction } from '../../db/transaction.ts';

/**
 * The turn to send the account's next sale: KRA's receipt numbers (`invcNo`) follow one another, so a sale
 * takes the number after the last one KRA signed only when it is sent, one sale at a time. The turn is a lease
 * on the account's eTIMS row (`sending_key` until `sending_until`), so a runner that died gives it up; a sale
 * KRA refused gives its number back for the next one. A number sent without an answer (a timeout, a crash)
 * stays its document's, however long ago: KRA may have signed it, so only that document's retry sends it again,
 * and the others wait for it, until its job gives up (`failed`) or its invoice is void.
 */

/** How long a turn is held at most: the calls of one sale (its items' registrations, the sale) end before. */
export const TURN_MS = 5 * 60_000;

/** A document that takes turns: its key, and where its receipt number (and device) is kept while it is sent. */
export interface TurnTaker {
  key: string;
  claim(tx: Tx, claimed: { receiptNumber: number | null; controlUnitId?: string }): Promise<void>;
}

/** The key of the document still to be retried that holds `receiptNumber` of the device unanswered; or null. */
async function unansweredHolder(tx: Tx, accountId: number, controlUnitId: string, receiptNumber: number) {
  const [held] = rowsOf<{ key: string }>(
    await tx.execute(sql`
      select 'invoice:' || e.invoice_id as key from ${etimsInvoices} e
        join ${invoices} i on i.id = e.invoice_id
        where e.account_id = ${accountId} and e.control_unit_id = ${controlUnitId}
          and e.receipt_number = ${receiptNumber} and e.status = 'awaiting' and i.status <> 'void'
      union all
      select 'credit_note:' || c.credit_note_id from ${etimsCreditNotes} c
        where c.account_id = ${accountId} and c.control_unit_id = ${controlUnitId}
          and c.receipt_number = ${receiptNumber} and c.status = 'awaiting'
      limit 1`),
  );
  return held?.key ?? null;
}

/**
 * Takes the turn and the next receipt number for `taker`; null while another document holds the turn (its
 * lease running), or holds that number unanswered and is still to be retried. The document that held the
 * number before (a send whose answer never came) gets it again, whenever it is retried; a document that held
 * it and gave up (failed, void) lets it go.
 */
export async function takeTurn(db: Db, accountId: number, taker: TurnTaker, now: Date) {
  return writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
    const [settings] = await tx
      .select({
        controlUnitId: etimsSettings.controlUnitId,
        last: etimsSettings.lastReceiptNumber,
        key: etimsSettings.sendingKey,
        until: etimsSettings.sendingUntil,
      })
      .from(etimsSettings)
      .where(eq(etimsSettings.accountId, accountId))
      .for('update');
    if (!settings) throw new Error('KRA eTIMS is not set up for this account.');
    if (settings.key && settings.key !== taker.key && settings.until && settings.until > now) return null;
    const receiptNumber = settings.last + 1;
    const controlUnitId = settings.controlUnitId ?? '';
    const holder = await unansweredHolder(tx, accountId, controlUnitId, receiptNumber);
    if (holder && holder !== taker.key) return null;
    const others = and(
      eq(etimsInvoices.accountId, accountId),
      eq(etimsInvoices.controlUnitId, controlUnitId),
      eq(etimsInvoices.receiptNumber, receiptNumber),
      ne(etimsInvoices.status, 'signed'),
    );
    await tx.update(etimsInvoices).set({ receiptNumber: null }).where(others);
    await tx
      .update(etimsCreditNotes)
      .set({ receiptNumber: null })
      .where(
        and(
          eq(etimsCreditNotes.accountId, accountId),
          eq(etimsCreditNotes.controlUnitId, controlUnitId),
          eq(etimsCreditNotes.receiptNumber, receiptNumber),
          ne(etimsCreditNotes.status, 'signed'),
        ),
      );
    await taker.claim(tx, { receiptNumber, controlUnitId });
    await tx
      .update(etimsSettings)
      .set({ sendingKey: taker.key, sendingUntil: new Date(now.getTime() + TURN_MS) })
      .where(eq(etimsSettings.accountId, accountId));
    return { receiptNumber };
  });
}

/** In `tx`: KRA signed `receiptNumber`; the next sale takes the one after it, and the turn is free. */
export async function signedInTurn(tx: Tx, accountId: number, key: string, receiptNumber: number) {
  await tx
    .update(etimsSettings)
    .set({ lastReceiptNumber: sql`greatest(${etimsSettings.lastReceiptNumber}, ${receiptNumber})` })
    .where(eq(etimsSettings.accountId, accountId));
  await tx
    .update(etimsSettings)
    .set({ sendingKey: null, sendingUntil: null })
    .where(and(eq(etimsSettings.accountId, accountId), eq(etimsSettings.sendingKey, key)));
}

/**
 * The send ended without a signature: the turn is free. When KRA answered (it refused the sale), the number
 * goes back for the next sale; when the answer never came, the document keeps it, in case KRA has it.
 */
export async function endTurn(db: Db, accountId: number, taker: TurnTaker, refused: boolean) {
  await writeTransaction(db, AMOUNTS_TOO_LARGE, async (tx) => {
    if (refused) await taker.claim(tx, { receiptNumber: null });
    await tx
      .update(etimsSettings)
      .set({ sendingKey: null, sendingUntil: null })
      .where(and(eq(etimsSettings.accountId, accountId), eq(etimsSettings.sendingKey, taker.key)));
  });
}
