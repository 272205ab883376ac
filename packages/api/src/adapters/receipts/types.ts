import type { ReceiptExtraction } from '@daftari/contracts';

export type { ReceiptExtraction };

/** An uploaded receipt: the bytes decide what it is; `contentType` and `fileName` are only hints. */
export interface ReceiptFile {
  buffer: Buffer;
  contentType: string;
  fileName?: string;
}

/** An expense ledger account the suggestion may point at (the chart of accounts' expense accounts). */
export interface ExpenseAccountRef {
  id: number;
  name: string;
  full_name: string;
  full_number: string;
}

export interface ReceiptContext {
  /** Lower-cased merchant name → the ledger account id this business chose before for that merchant. */
  knownMerchants: Map<string, number>;
  expenseAccounts: ExpenseAccountRef[];
}

/** What the parser found, before the account suggestion and the descriptions are derived from it. */
export interface ReceiptFields {
  merchant: string | null;
  /** yyyy-MM-dd */
  date: string | null;
  total: number | null;
  /** Percent (16 for Kenya's standard rate, 0 when exempt or zero-rated). */
  vatRate: number | null;
  vatAmount: number | null;
  /** ISO 4217 code when the receipt names a currency (KES, USD, EUR, ...). */
  currency: string | null;
  transactionNumber: string | null;
  /** Item names, in receipt order. */
  items: string[];
}
