import { createHash } from 'node:crypto';
import type { StatementSuggestion } from '@daftari/contracts';
import { centsToDecimal, centsToNumber, formatMoney } from '@daftari/format';
import { COMMON, lineText, nameScore, numberScore, readsAsName, words } from './line-evidence.ts';
import { declineKey } from './mark.ts';

/**
 * Scored suggestions for a statement line, a pure function of the line and the open documents. Each piece of
 * evidence adds to a confidence (capped at 1) and says so in words:
 *   amount equal to the open balance (one document, or several of one party adding up to it)   0.50 / 0.45
 *   amount below (at least a tenth of) the balance of a document of the party surely named  0.20
 *   the party's phone number (or Safaricom's SHA-256 hash of it) on the line                  0.35
 *   the party's name on the line: every word of it / every word, some misspelt by a letter or
 *   given as an initial / one distinctive word                                        0.30 / 0.25 / 0.15
 *   the document's number among the line's figures (`INV-0012` read from `12`, `IVN0012`)         0.15
 *   dated within 30 days of the document (not before it)                                     0.10
 *   a recorded payment of the amount within 7 days                                            0.20
 * Several documents are tried together for the parties the line points at (by phone or name), or for all of
 * at most 50 parties when it points at none. A line paid before the document was issued loses 0.20. Only an amount that fits is suggested: a name alone
 * is no match. A part payment is at most PART_CONFIDENCE sure: never matched by itself. The matcher matches
 * by itself only at AUTO_CONFIDENCE, and only when no other suggestion is as sure.
 */
export const AUTO_CONFIDENCE = 0.95;
/** Suggestions kept per line. */
export const MAX_SUGGESTIONS = 3;
/** The most a part payment of a document is sure: always below AUTO_CONFIDENCE. */
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

/** An open invoice (money in) or bill (money out), with its party. */
export interface OpenDocument {
  id: string;
  number: string;
  balanceCents: bigint;
  issueDate: string;
  contactId: number;
  partyName: string;
  partyPhone: string | null;
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

/** The last 9 digits of a Kenyan number (07…, 2547…, +254 7…), or null. */
export function phoneKey(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 9 ? digits.slice(-9) : null;
}

/** Whether the line's phone (digits, masked `0712***678`, or a SHA-256 hash of 2547…) is the party's. */
function phoneMatches(linePhone: string | null, partyPhone: string | null): boolean {
  const party = phoneKey(partyPhone);
  if (!linePhone || !party) return false;
  if (/^[0-9a-f]{64}$/i.test(linePhone)) {
    return [`254${party}`, `0${party}`, `+254${party}`].some(
      (form) => createHash('sha256').update(form).digest('hex') === linePhone.toLowerCase(),
    );
  }
  const masked = linePhone.replace(/[^0-9*]/g, '').replace(/^254/, '0');
  if (masked.includes('*')) return new RegExp(`^${masked.replace(/\*/g, '\\d')}$`).test(`0${party}`);
  return phoneKey(masked) === party;
}

function dateScore(lineDate: string, issueDate: string): [number, string | null] {
  const after = days(issueDate, lineDate);
  if (after < 0) return [-0.2, `Paid ${-after} days before the document was issued`];
  if (after <= 30)
    return [0.1, after === 0 ? 'Dated the day it was issued' : `${after} days after it was issued`];
  return [0, null];
}

/** The documents of one party whose balances add up to the amount: oldest first, at most MAX_COMBINED. */
function combination(documents: OpenDocument[], amount: bigint): OpenDocument[] | null {
  if (documents.length > 12) return null;
  // Only a document below the amount can be one of several adding up to it: the others are never chosen.
  const below = documents.filter((doc) => doc.balanceCents < amount);
  if (below.length < 2 || below.reduce((sum, doc) => sum + doc.balanceCents, 0n) < amount) return null;
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

function documentSuggestion(
  line: ScoredLine,
  kind: 'invoice_payment' | 'bill_payment',
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
  if (phoneMatches(line.counterpartyPhone, first!.partyPhone)) {
    add([0.35, `From ${first!.partyPhone}, ${first!.partyName}'s phone`]);
  }
  add(nameScore(line, first!.partyName));
  if (documents.length === 1)
    add(numberScore(line, kind === 'bill_payment' ? 'bill' : 'invoice', first!.number));
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
    kind,
    ids: documents.map((doc) => doc.id),
    amount: centsToNumber(documents.reduce((sum, doc) => sum + doc.balanceCents, 0n)),
    confidence: Math.max(0, Math.min(1, Math.round(confidence * 100) / 100)),
    reasons,
  };
}

/** Open documents by balance and by party, and the parties by phone and name word: built once per list. */
interface DocumentIndex {
  byAmount: Map<bigint, OpenDocument[]>;
  byParty: Map<number, OpenDocument[]>;
  byPhone: Map<string, number[]>;
  byWord: Map<string, number[]>;
}
const indexes = new WeakMap<OpenDocument[], DocumentIndex>();
const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

function indexOf(documents: OpenDocument[]): DocumentIndex {
  const known = indexes.get(documents);
  if (known) return known;
  const index: DocumentIndex = {
    byAmount: new Map(),
    byParty: new Map(),
    byPhone: new Map(),
    byWord: new Map(),
  };
  for (const doc of documents) {
    push(index.byAmount, doc.balanceCents, doc);
    if (!index.byParty.has(doc.contactId)) {
      const phone = phoneKey(doc.partyPhone);
      if (phone) push(index.byPhone, phone, doc.contactId);
      for (const word of new Set(words(doc.partyName))) {
        if (!COMMON.has(word)) push(index.byWord, word, doc.contactId);
      }
    }
    push(index.byParty, doc.contactId, doc);
  }
  indexes.set(documents, index);
  return index;
}

/** Parties tried together: those the line names or whose phone it carries; with no such, all of few parties. */
function partiesPointedAt(line: ScoredLine, index: DocumentIndex): OpenDocument[][] {
  const named = new Set<number>(index.byPhone.get(phoneKey(line.counterpartyPhone) ?? '') ?? []);
  for (const word of words(lineText(line))) {
    for (const party of index.byWord.get(word) ?? []) named.add(party);
  }
  if (named.size === 0) return index.byParty.size <= 50 ? [...index.byParty.values()] : [];
  return [...named].map((party) => index.byParty.get(party)!);
}

/**
 * The line as part of the balance (at least a tenth of it) of a document of a party it surely comes from (the
 * party's phone, or every word of its name): at most PART_CONFIDENCE, never matched by itself.
 */
function partPayments(
  line: ScoredLine,
  kind: 'invoice_payment' | 'bill_payment',
  parties: OpenDocument[][],
  amount: bigint,
): StatementSuggestion[] {
  const what = kind === 'invoice_payment' ? 'invoice' : 'bill';
  // The balances first: cheap, and they leave few parties to read the line's phone and name against.
  return parties
    .map((own) => own.filter((doc) => doc.balanceCents > amount && amount * 10n >= doc.balanceCents))
    .filter(
      (own) =>
        own.length > 0 &&
        (phoneMatches(line.counterpartyPhone, own[0]!.partyPhone) || readsAsName(line, own[0]!.partyName)),
    )
    .flat()
    .map((doc) => {
      const suggestion = documentSuggestion(
        line,
        kind,
        [doc],
        [0.2, `${money(amount)} is part of the balance ${money(doc.balanceCents)} of ${what} ${doc.number}`],
      );
      return {
        ...suggestion,
        amount: centsToNumber(amount),
        confidence: Math.min(PART_CONFIDENCE, suggestion.confidence),
      };
    });
}

/** The suggestions for one line, surest first, at most MAX_SUGGESTIONS; declined pairs never. */
export function suggestFor(line: ScoredLine, candidates: Candidates): StatementSuggestion[] {
  const incoming = line.amountCents > 0n;
  const amount = incoming ? line.amountCents : -line.amountCents;
  const kind = incoming ? 'invoice_payment' : 'bill_payment';
  const documents = incoming ? candidates.invoices : candidates.bills;
  const what = incoming ? 'invoice' : 'bill';
  const found: StatementSuggestion[] = [];
  const index = indexOf(documents);
  for (const doc of index.byAmount.get(amount) ?? []) {
    found.push(
      documentSuggestion(
        line,
        kind,
        [doc],
        [0.5, `${money(amount)} is the balance of ${what} ${doc.number}`],
      ),
    );
  }
  const parties = partiesPointedAt(line, index);
  for (const own of parties) {
    const together = own.length >= 2 ? combination(own, amount) : null;
    if (!together) continue;
    const numbers = together.map((doc) => doc.number).join(', ');
    found.push(
      documentSuggestion(line, kind, together, [
        0.45,
        `${what === 'invoice' ? 'Invoices' : 'Bills'} ${numbers} of ${together[0]!.partyName} add up to ${money(amount)}`,
      ]),
    );
  }
  found.push(...partPayments(line, kind, parties, amount));
  if (incoming) {
    for (const payment of candidates.payments) {
      const apart = Math.abs(days(payment.paidOn, line.date));
      if (payment.amountCents !== amount || apart > 7) continue;
      const evidence = [
        nameScore(line, payment.partyName),
        numberScore(line, 'invoice', payment.invoiceNumber),
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
