/**
 * What can be done to a credit note in its state, the one rule the API enforces and the screens offer:
 * - `refund`: pay back part of the credit beyond the invoice's balance, while some of it is left.
 * A credit note is applied to its invoice when it is issued and is never edited, deleted or voided; its PDF
 * is always there. Refunds post on their own date, so
 * the lock date refuses a refund's date, never the credit note; KRA eTIMS signing changes nothing here.
 */
export const CREDIT_NOTE_ACTIONS = ['refund'] as const;
export type CreditNoteAction = (typeof CREDIT_NOTE_ACTIONS)[number];
export type CreditNoteActions = Record<CreditNoteAction, boolean>;

/** What the rule reads of a credit note (its answer, the invoice's list of them, or its row). */
export interface CreditNoteState {
  /** The credit beyond what it took off the invoice's balance (`total − applied_amount`). */
  refundable_amount: number;
  /** What was refunded of it so far. */
  refunded_amount: number;
}

export function creditNoteActions(note: CreditNoteState): CreditNoteActions {
  // Two-decimal amounts compare exactly as numbers: each is the double nearest its decimal.
  return { refund: note.refunded_amount < note.refundable_amount };
}
