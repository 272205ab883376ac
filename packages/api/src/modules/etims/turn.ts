import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { etimsCreditNotes, etimsInvoices, etimsSettings } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, type Tx, writeTransaction } from '../../db/transaction.ts';

/**
 * The turn to send the account's next sale: KRA's receipt numbers (`invcNo`) follow one another, so a sale
 * takes the number after the last one KRA signed only when it is sent, one sale at a time. The turn is a lease
 * on the account's eTIMS row (`sending_key` until `sending_until`), so a runner that died gives it up; a sale
 * KRA refused gives its number back for the next one.
 */

/** How long a turn is held at most: the calls of one sale (its items' registrations, the sale) end before. */
export const TURN_MS = 5 * 60_000;

/** A document that takes turns: its key, and where its receipt number (and device) is kept while it is sent. */
export interface TurnTaker {
  key: string;
  claim(tx: Tx, claimed: { receiptNumber: number | null; controlUnitId?: string }): Promise<void>;
}

/**
 * Takes the turn and the next receipt number for `taker`; null while another document holds the turn. A
 * document that held the number before (a send whose answer never came) keeps it; any other document that
 * held it lets it go.
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
