/** The open documents a line is scored against, indexed once per list: by balance, party, phone and name word. */
import { COMMON, hasWholeName, lineText, words } from './line-evidence.ts';
import { phoneKey, phoneMatches } from './phones.ts';

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

/** A line as the index reads it: its texts and its phone (see linePhone). */
export interface PointingLine {
  description: string;
  counterparty: string | null;
  accountRef: string | null;
  phone: string | null;
}

export interface DocumentIndex {
  byAmount: Map<bigint, OpenDocument[]>;
  byParty: Map<number, OpenDocument[]>;
  byPhone: Map<string, number[]>;
  /** Parties by their phone's last 3 digits: what a masked number (`0712***678`) still shows. */
  byPhoneEnd: Map<string, number[]>;
  byWord: Map<string, number[]>;
}

const indexes = new WeakMap<OpenDocument[], DocumentIndex>();
const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export function indexOf(documents: OpenDocument[]): DocumentIndex {
  const known = indexes.get(documents);
  if (known) return known;
  const index: DocumentIndex = {
    byAmount: new Map(),
    byParty: new Map(),
    byPhone: new Map(),
    byPhoneEnd: new Map(),
    byWord: new Map(),
  };
  for (const doc of documents) {
    push(index.byAmount, doc.balanceCents, doc);
    if (!index.byParty.has(doc.contactId)) {
      const phone = phoneKey(doc.partyPhone);
      if (phone) {
        push(index.byPhone, phone, doc.contactId);
        push(index.byPhoneEnd, phone.slice(-3), doc.contactId);
      }
      for (const word of new Set(words(doc.partyName))) {
        if (!COMMON.has(word)) push(index.byWord, word, doc.contactId);
      }
    }
    push(index.byParty, doc.contactId, doc);
  }
  indexes.set(documents, index);
  return index;
}

/** The parties whose phone the line carries, whole or masked. */
function partiesByPhone(line: PointingLine, index: DocumentIndex): number[] {
  const whole = phoneKey(line.phone);
  if (whole && !line.phone!.includes('*')) return index.byPhone.get(whole) ?? [];
  const end = line.phone?.includes('*') ? line.phone.replace(/\D/g, '').slice(-3) : '';
  return (index.byPhoneEnd.get(end) ?? []).filter((party) =>
    phoneMatches(line.phone, index.byParty.get(party)![0]!.partyPhone),
  );
}

/** Parties tried together: those the line names or whose phone it carries; with no such, all of few parties. */
export function partiesPointedAt(line: PointingLine, index: DocumentIndex): OpenDocument[][] {
  const named = new Set<number>(partiesByPhone(line, index));
  for (const word of words(lineText(line))) {
    for (const party of index.byWord.get(word) ?? []) named.add(party);
  }
  if (named.size === 0) return index.byParty.size <= 50 ? [...index.byParty.values()] : [];
  return [...named].map((party) => index.byParty.get(party)!);
}

/**
 * The one party among those pointed at whose name the line carries whole (nameScore 0.30), or null when none
 * or several do: a name identifies a party only when no other party reads as it.
 */
export function soleNamedParty(line: PointingLine, parties: OpenDocument[][]): number | null {
  let sole: number | null = null;
  for (const own of parties) {
    if (!hasWholeName(line, own[0]!.partyName)) continue;
    if (sole !== null) return null;
    sole = own[0]!.contactId;
  }
  return sole;
}
