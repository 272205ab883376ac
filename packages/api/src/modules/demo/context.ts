import type { FileStore } from '../../adapters/storage/index.ts';
import type { Db } from '../../db/client.ts';
import type { Random } from './random.ts';

/** What every part of the demo generation works with. */
export interface DemoContext {
  db: Db;
  accountId: number;
  userId: number;
  /** The business's day the twelve months end on (YYYY-MM-DD). */
  today: string;
  random: Random;
  /** Hands out unique M-Pesa codes. */
  mpesaCode: () => string;
  /** Where expense receipts are stored, as the expense routes store uploads. */
  store: FileStore;
  /** Ledger account ids of the chart, by number. */
  ledger: Record<string, number>;
}

export interface DemoContacts {
  customers: number[];
  suppliers: number[];
}
