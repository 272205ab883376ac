import type { StatementSuggestion } from '@daftari/contracts';
import { centsToDecimal, centsToNumber, formatMoney } from '@daftari/format';
import {
  type DocumentIndex,
  indexOf,
  type OpenDocument,
  type PointingLine,
  partiesPointedAt,
  soleNamedParty,
} from './document-index.ts';
import { nameScore, numberScore, readsAsName } from './line-evidence.ts';
import { declineKey } from './mark.ts';
import { linePhone, phoneMatches } from './phones.ts';

export type { OpenDocument } from './document-index.ts';

/**
 * Scored suggestions for a statement line, a pure function of the line and the open documents. Each piece of
 * evidence adds to a confidence (capped at 1) and says so in words:
 *   amount equal to the open balance (one document, or several of one party adding up to it)   0.50 / 0.45
 *   amount below (at least a tenth of) the balance of a document of the party surely named  0.20
 *   the party's phone number (or Safaricom's SHA-256 hash of it) on the line, or in its details   0.35
 *   the party's name on the line: every word of it / every word, some misspelt by a letter or
 *   given as an initial / one distinctive word                                        0.30 / 0.25 / 0.15
 *   every word of the name, and no other party with open documents reads as it                 0.05
 *   the document's number among the line's figures (`INV-0012` read from `12`, `IVN0012`)         0.15
 *   dated within 30 days of the document (not before it)                                     0.10
 *   a recorded payment of the amount within 7 days                                            0.20
 * Several documents are tried together for the parties the line points at (by phone, whole or masked, or by
 * name), or for all of at most 50 parties when it points at none. A line paid before the document was issued
 * loses 0.20. Only an amount that fits is suggested: a name alone is no match. A part payment is at most
 * PART_CONFIDENCE sure, unless the document is the only one its party has open. The matcher matches by
 * itself only at AUTO_CONFIDENCE, and only when no other suggestion is as sure.
 */
export const AUTO_CONFIDENCE = 0.95;
/** Suggestions kept per line. */
export const MAX_SUGGESTIONS = 3;
/** The most a part payment of one of a party's several open documents is sure: below AUTO_CONFIDENCE. */
const PART_CONFIDENCE = 0.9;
/** Invoices of one party tried together for one payment. */
const MAX_COMBINED = 4;

export interface ScoredLine {
  date: string;
  /** Signed cents. */
  amountCents: bigint;
  description: string;
  counterparty: string | null;
  counterpartyPhone: string | null;
  accountRef: string | null;
}

/** A payment recorded into the money account that no line meets yet. */
export interface OpenPayment {
  id: string;
  amountCents: bigint;
  paidOn: string;
  partyName: string;
  /** The number of the invoice it paid. */
  invoiceNumber?: string;
}

export interface Candidates {
  invoices: OpenDocument[];
  bills: OpenDocument[];
  payments: OpenPayment[];
  /** `kind:id,id` of the pairs the owner declined for this line. */
  declined: ReadonlySet<string>;
}

const money = (cents: bigint) => formatMoney(centsToDecimal(cents));
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

function dateScore(lineDate: string, issueDate: string): [number, string | null] {
  const after = days(issueDate, lineDate);
  if (after < 0) return [-0.2, `Paid ${-after} days before the document was issued`];
  if (after <= 30)
    return [0.1, after === 0 ? 'Dated the day it was issued' : `${after} days after it was issued`];
  return [0, null];
}

/**
 * Whether some 2 to MAX_COMBINED of the documents from `from` on, each below `amount`, have balances adding up
 * to `left`.
 */
function addsUp(
  documents: OpenDocument[],
  from: number,
  amount: bigint,
  left: bigint,
  taken: number,
): boolean {
  if (left === 0n) return taken >= 2;
  if (taken === MAX_COMBINED || left < 0n) return false;
  for (let index = from; index < documents.length; index += 1) {
    const balance = documents[index]!.balanceCents;
    if (balance < amount && addsUp(documents, index + 1, amount, left - balance, taken + 1)) return true;
  }
  return false;
}

/** The documents of one party whose balances add up to the amount: oldest first, at most MAX_COMBINED. */
function combination(documents: OpenDocument[], amount: bigint): OpenDocument[] | null {
  if (documents.length > 12) return null;
  // Only a document below the amount can be one of several adding up to it: the others are never chosen.
  // Whether some of them add up is answered first, without a copy or a sort: for most parties none do.
  if (!addsUp(documents, 0, amount, amount, 0)) return null;
  const below = documents.filter((doc) => doc.balanceCents < amount);
  const sorted = below.sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.id.localeCompare(b.id));
  const search = (from: number, left: bigint, chosen: OpenDocument[]): OpenDocument[] | null => {
    if (left === 0n && chosen.length >= 2) return chosen;
    if (chosen.length === MAX_COMBINED || left <= 0n) return null;
    for (let index = from; index < sorted.length; index += 1) {
      const found = search(index + 1, left - sorted[index]!.balanceCents, [...chosen, sorted[index]!]);
      if (found) return found;
    }
    return null;
  };
  return search(0, amount, []);
}

/** A line as it is scored: its phone read (see linePhone), and the one party its name points at, if any. */
interface Reading extends PointingLine {
  date: string;
  kind: 'invoice_payment' | 'bill_payment';
  soleNamed: number | null;
}

function documentSuggestion(
  line: Reading,
  documents: OpenDocument[],
  amountReason: [number, string],
): StatementSuggestion {
  const [first] = documents;
  const reasons = [amountReason[1]];
  let confidence = amountReason[0];
  const add = ([points, reason]: [number, string | null]) => {
    confidence += points;
    if (reason) reasons.push(reason);
  };
  if (phoneMatches(line.phone, first!.partyPhone)) {
    add([0.35, `From ${first!.partyPhone}, ${first!.partyName}'s phone`]);
  }
  add(nameScore(line, first!.partyName));
  if (line.soleNamed === first!.contactId) {
    add([
      0.05,
      `No other ${line.kind === 'bill_payment' ? 'supplier' : 'customer'} is called ${first!.partyName}`,
    ]);
  }
  if (documents.length === 1)
    add(numberScore(line, line.kind === 'bill_payment' ? 'bill' : 'invoice', first!.number));
  add(
    dateScore(
      line.date,
      documents
        .map((doc) => doc.issueDate)
        .sort()
        .at(-1)!,
    ),
  );
  return {
    kind: line.kind,
    ids: documents.map((doc) => doc.id),
    amount: centsToNumber(documents.reduce((sum, doc) => sum + doc.balanceCents, 0n)),
    confidence: Math.max(0, Math.min(1, Math.round(confidence * 100) / 100)),
    reasons,
  };
}

/**
 * The line as part of the balance (at least a tenth of it) of a document of a party it surely comes from (the
 * party's phone, or every word of its name). At most PART_CONFIDENCE unless the document is the only one the
 * party has open: then the line can only be paying it, and its evidence alone decides.
 */
function partPayments(line: Reading, parties: OpenDocument[][], amount: bigint): StatementSuggestion[] {
  const what = line.kind === 'invoice_payment' ? 'invoice' : 'bill';
  const tenfold = amount * 10n;
  const found: StatementSuggestion[] = [];
  for (const own of parties) {
    // The balances first: cheap, and they leave few parties to read the line's phone and name against.
    const fit: OpenDocument[] = [];
    for (const doc of own) {
      if (doc.balanceCents > amount && tenfold >= doc.balanceCents) fit.push(doc);
    }
    if (fit.length === 0) continue;
    if (!phoneMatches(line.phone, own[0]!.partyPhone) && !readsAsName(line, own[0]!.partyName)) continue;
    for (const doc of fit) {
      const suggestion = documentSuggestion(
        line,
        [doc],
        [0.2, `${money(amount)} is part of the balance ${money(doc.balanceCents)} of ${what} ${doc.number}`],
      );
      if (own.length === 1) suggestion.reasons.push(`The only ${what} ${doc.partyName} has open`);
      found.push({
        ...suggestion,
        amount: centsToNumber(amount),
        confidence:
          own.length === 1 ? suggestion.confidence : Math.min(PART_CONFIDENCE, suggestion.confidence),
      });
    }
  }
  return found;
}

/** The line's open documents (its soleNamed party found first): of its amount, several of one party adding up to it, or part of one. */
function documentSuggestions(line: Reading, index: DocumentIndex, amount: bigint): StatementSuggestion[] {
  const what = line.kind === 'invoice_payment' ? 'invoice' : 'bill';
  const parties = partiesPointedAt(line, index);
  line.soleNamed = soleNamedParty(line, parties);
  const found = (index.byAmount.get(amount) ?? []).map((doc) =>
    documentSuggestion(line, [doc], [0.5, `${money(amount)} is the balance of ${what} ${doc.number}`]),
  );
  for (const own of parties) {
    const together = own.length >= 2 ? combination(own, amount) : null;
    if (!together) continue;
    const numbers = together.map((doc) => doc.number).join(', ');
    found.push(
      documentSuggestion(line, together, [
        0.45,
        `${what === 'invoice' ? 'Invoices' : 'Bills'} ${numbers} of ${together[0]!.partyName} add up to ${money(amount)}`,
      ]),
    );
  }
  return [...found, ...partPayments(line, parties, amount)];
}

/** The suggestions for one line, surest first, at most MAX_SUGGESTIONS; declined pairs never. */
export function suggestFor(line: ScoredLine, candidates: Candidates): StatementSuggestion[] {
  const incoming = line.amountCents > 0n;
  const amount = incoming ? line.amountCents : -line.amountCents;
  const reading: Reading = {
    date: line.date,
    description: line.description,
    counterparty: line.counterparty,
    accountRef: line.accountRef,
    phone: linePhone(line),
    kind: incoming ? 'invoice_payment' : 'bill_payment',
    soleNamed: null,
  };
  const found = documentSuggestions(
    reading,
    indexOf(incoming ? candidates.invoices : candidates.bills),
    amount,
  );
  if (incoming) {
    for (const payment of candidates.payments) {
      const apart = Math.abs(days(payment.paidOn, line.date));
      if (payment.amountCents !== amount || apart > 7) continue;
      const evidence = [
        nameScore(reading, payment.partyName),
        numberScore(reading, 'invoice', payment.invoiceNumber),
      ];
      found.push({
        kind: 'payment',
        ids: [payment.id],
        amount: centsToNumber(amount),
        confidence: Math.min(1, 0.7 + evidence.reduce((sum, [points]) => sum + points, 0)),
        reasons: [
          `A payment of ${money(amount)} from ${payment.partyName} recorded ${apart === 0 ? 'the same day' : `${apart} days apart`}`,
          ...evidence.flatMap(([, reason]) => (reason ? [reason] : [])),
        ],
      });
    }
  }
  return found
    .filter((suggestion) => !candidates.declined.has(declineKey(suggestion.kind, suggestion.ids)))
    .sort((a, b) => b.confidence - a.confidence || a.ids.length - b.ids.length)
    .slice(0, MAX_SUGGESTIONS);
}

/** The suggestion to act on by itself: at AUTO_CONFIDENCE or more, and no other as sure. */
export function autoSuggestion(suggestions: StatementSuggestion[]): StatementSuggestion | null {
  const [best, next] = suggestions;
  if (!best || best.confidence < AUTO_CONFIDENCE) return null;
  return next && next.confidence >= best.confidence ? null : best;
}
