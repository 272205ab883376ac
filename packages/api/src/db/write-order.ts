import { sql } from 'drizzle-orm';
import type { Tx } from './transaction.ts';

/**
 * The order in which every write takes its locks, whatever it writes:
 *   1. the document's row (the invoice, bill, credit note, receipt … it changes: FOR UPDATE);
 *   2. the contacts' totals (the customer's row of invoice_totals, which the invoices' triggers rewrite on any
 *      change of an invoice's money): lockContacts, in ascending contact id;
 *   3. the journal sequence (the account's journal_sequences row, which every posting takes: see post()).
 * Two writes taking two of these in opposite orders deadlock on PostgreSQL (a payment and a credit note of
 * one customer did); PGlite, with one connection, never shows it. So the order is checked, not trusted: each
 * step records itself on the transaction, and a step taken after a later one throws LockOrderError (a bug
 * of the write, answered 500 on PGlite and PostgreSQL alike, so any test of that write finds it).
 *
 * The contacts' lock is a transaction-scoped advisory lock per contact (no row of its own, nothing stored):
 * taken before the invoice_totals row is written, it lets one write of a customer at a time rewrite it.
 *
 * Closing or reopening a financial year (modules/year-ends) changes the business itself: its step 1 is the
 * account's row FOR UPDATE (`account:{id}`), and it takes nothing after it (it posts nothing). Every posting
 * reads that row FOR SHARE for the lock date, so a posting waits for a close to commit and then sees its
 * lock date.
 *
 * A new document's number is taken between steps 2 and 3: the upsert of its invoice_sequences row holds that
 * counter until the transaction ends, so creates of one kind take turns. The prefix comes from the business's
 * settings, read without a lock (a change of the settings takes none of these locks and waits for none).
 *
 * The audit trail stands outside this order: a change's audit event is appended in a transaction of its own,
 * after the change has committed, and that transaction takes one lock only, the business's audit chain
 * (lockAuditChain), so two events never take the same predecessor. It never holds any lock above, nor any of
 * them after it.
 */

/** Raised by a write that takes its locks out of order (a programming error, never the user's). */
export class LockOrderError extends Error {
  override readonly name = 'LockOrderError';
}

interface Held {
  documents: Set<string>;
  contacts: Set<number>;
  sequence: boolean;
}

const held = new WeakMap<Tx, Held>();

function heldBy(tx: Tx): Held {
  let state = held.get(tx);
  if (!state) {
    state = { documents: new Set(), contacts: new Set(), sequence: false };
    held.set(tx, state);
  }
  return state;
}

/** The advisory lock class of a contact's totals (the first key of pg_advisory_xact_lock(int, int)). */
const CONTACT_TOTALS_LOCK = 0x64_74_6f; // 'dto'

/**
 * Step 1: records that the write locks document `key` (e.g. `invoice:{id}`); call it just before the row's
 * SELECT … FOR UPDATE. A document this transaction holds already may be locked again at any time; a new one
 * once contacts or the journal sequence are held throws.
 */
export function lockingDocument(tx: Tx, key: string): void {
  const state = heldBy(tx);
  if (state.documents.has(key)) return;
  if (state.contacts.size > 0 || state.sequence) {
    throw new LockOrderError(`Lock order: document ${key} locked after the contacts' totals or the journal`);
  }
  state.documents.add(key);
}

/**
 * Records a document the transaction has just inserted: no other transaction can see its row, let alone wait
 * for it, so it takes no place in the order (locking it again later is allowed).
 */
export function insertedDocument(tx: Tx, key: string): void {
  heldBy(tx).documents.add(key);
}

/**
 * Step 2: locks the totals of these contacts until the transaction ends (those it holds already are skipped).
 * Take every contact a write changes in one call, before anything that rewrites their totals: a new contact
 * after the journal sequence, or below one held already, throws.
 */
export async function lockContacts(tx: Tx, contactIds: readonly number[]): Promise<void> {
  const state = heldBy(tx);
  const fresh = [...new Set(contactIds)].filter((id) => !state.contacts.has(id)).sort((a, b) => a - b);
  if (fresh.length === 0) return;
  if (state.sequence) {
    throw new LockOrderError(`Lock order: contact ${fresh[0]}'s totals locked after the journal sequence`);
  }
  const highest = Math.max(0, ...state.contacts);
  if (fresh[0]! < highest) {
    throw new LockOrderError(`Lock order: contact ${fresh[0]} locked after contact ${highest}`);
  }
  // One statement, the locks taken in ascending id as the ordered subquery yields them.
  await tx.execute(sql`
    select pg_advisory_xact_lock(${CONTACT_TOTALS_LOCK}::int, c.id)
    from (select id from unnest(${`{${fresh.join(',')}}`}::int[]) as id order by id offset 0) as c`);
  for (const id of fresh) state.contacts.add(id);
}

/** Step 3: records that the write takes the journal sequence (post() calls it before taking the number). */
export function takingJournalSequence(tx: Tx): void {
  heldBy(tx).sequence = true;
}

/** The advisory lock class of a business's audit chain. */
const AUDIT_CHAIN_LOCK = 0x61_75_64; // 'aud'

/**
 * The audit append's only lock: the business's chain, until the transaction ends. Taken in a transaction
 * that holds a lock of the order above, it throws (the append must run after the change commits).
 */
export async function lockAuditChain(tx: Tx, accountId: number): Promise<void> {
  const state = heldBy(tx);
  if (state.documents.size > 0 || state.contacts.size > 0 || state.sequence) {
    throw new LockOrderError('Lock order: the audit chain is locked inside a write; append after it commits');
  }
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK}::int, ${accountId}::int)`);
}

/** Whether this transaction holds the totals of `contactId` (recomputing an invoice requires it). */
export const holdsContact = (tx: Tx, contactId: number): boolean => heldBy(tx).contacts.has(contactId);
