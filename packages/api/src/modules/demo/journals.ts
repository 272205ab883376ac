import { journalEntryCreateRequestSchema, ledgerAccountCreateRequestSchema } from '@daftari/contracts';
import { createManualEntry } from '../ledger/index.ts';
import { createLedgerAccount } from '../ledger-accounts/index.ts';
import type { DemoContext } from './context.ts';
import { addDays } from './dates.ts';

const NEW_ACCOUNTS = [
  ['1500', 'Printing equipment', 'asset'],
  ['1510', 'Accumulated depreciation', 'asset'],
  ['6960', 'Depreciation', 'expense'],
] as const;

const CAPITAL = 600_000;
const EQUIPMENT = 420_000;
/** Straight line over five years, booked once for the months owned. */
const DEPRECIATION = Math.round((EQUIPMENT / 5 / 12) * 11);

async function entry(
  context: DemoContext,
  date: string,
  memo: string,
  debit: number,
  credit: number,
  amount: number,
) {
  const input = journalEntryCreateRequestSchema.parse({
    journal_entry: {
      date,
      memo,
      lines: [
        { ledger_account_id: debit, debit: amount },
        { ledger_account_id: credit, credit: amount },
      ],
    },
  }).journal_entry;
  await createManualEntry(context.db, context.accountId, input);
}

/**
 * The owner's capital at the start of the year, the large-format printer it bought, and the year's
 * depreciation of it (on accounts added to the chart for them).
 */
export async function createJournals(context: DemoContext): Promise<number> {
  for (const [number, name, account_type] of NEW_ACCOUNTS) {
    const input = ledgerAccountCreateRequestSchema.parse({ ledger_account: { number, name, account_type } });
    const created = await createLedgerAccount(context.db, context.accountId, input.ledger_account);
    context.ledger[number] = created.id;
  }
  const { ledger, today } = context;
  const start = addDays(today, -364);
  await entry(context, start, "Owner's capital introduced", ledger['1100']!, ledger['3000']!, CAPITAL);
  await entry(
    context,
    addDays(start, 20),
    'Large-format printer (Roland VG3)',
    ledger['1500']!,
    ledger['1100']!,
    EQUIPMENT,
  );
  await entry(
    context,
    addDays(today, -1),
    'Depreciation of the printer, 11 months',
    ledger['6960']!,
    ledger['1510']!,
    DEPRECIATION,
  );
  return 3;
}
