import type { JournalEntry, JournalLine } from '@daftari/contracts';
import { type ListCsv, moneyColumn, plainColumn, textColumn } from '../../http/list-csv.ts';

type EntryLine = JournalLine & { entry: JournalEntry };

/** GET /journal_entries?format=csv: one row per line, its entry's number, date and memo repeated on each. */
export const journalEntriesCsv: ListCsv<JournalEntry, EntryLine> = {
  filename: 'journal-entries',
  rowsOf: (entry) => entry.lines.map((line) => ({ ...line, entry })),
  columns: [
    textColumn('Entry', (row) => row.entry.number),
    plainColumn('Date', (row) => row.entry.date),
    textColumn('Memo', (row) => row.entry.memo),
    textColumn('Source', (row) => row.entry.source_type),
    textColumn('Account number', (row) => row.account_number),
    textColumn('Account', (row) => row.account_name),
    textColumn('Description', (row) => row.description),
    moneyColumn('Debit', (row) => row.debit),
    moneyColumn('Credit', (row) => row.credit),
    plainColumn('Currency', (row) => row.currency),
    moneyColumn('Amount in currency', (row) => row.amount_currency),
    plainColumn('Entry id', (row) => row.entry.id),
  ],
};
