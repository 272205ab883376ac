/**
 * What sets one open-balance import apart from the other (open invoices: Dr 1200 / Cr 3000; open bills:
 * Dr 3000 / Cr 2000): the document brought forward and who it is with. Field names, messages, the route and
 * the column examples are all spelt from those two words.
 */
import type { ColumnDictionary } from '../columns.ts';

/** The columns of an open-balance file: `bill_number`, `supplier_name`, ..., `balance_due`. */
export type OpenBalanceField<D extends string, C extends string> =
  | `${D}_number`
  | `${C}_name`
  | `${C}_email`
  | `${D}_date`
  | 'due_date'
  | 'total'
  | 'amount_paid'
  | 'balance_due'
  | 'currency';

export interface OpenBalanceKind<D extends string, C extends string> {
  /** `bill` / `invoice`. */
  document: D;
  /** `supplier` / `customer`. */
  contact: C;
  /** The longest number the documents' table holds. */
  numberMax: number;
  /**
   * Whether a number is unique per contact (a supplier's own bill numbers: two suppliers may use one) rather
   * than in the whole account.
   */
  numberedPerContact: boolean;
  columns: ColumnDictionary<OpenBalanceField<D, C>>;
}

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** The words of a kind's messages: `Bill`, `Supplier`, `bills`. */
export const wordsOf = <D extends string, C extends string>({
  document,
  contact,
}: OpenBalanceKind<D, C>) => ({
  Document: capitalised(document),
  Contact: capitalised(contact),
  plural: `${document}s`,
});

/** The fields named after the kind (the others are the same for every kind). */
export const namedFieldsOf = <D extends string, C extends string>({
  document,
  contact,
}: OpenBalanceKind<D, C>) => ({
  number: `${document}_number` as const,
  name: `${contact}_name` as const,
  email: `${contact}_email` as const,
  date: `${document}_date` as const,
});
