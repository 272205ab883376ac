import type { DateFormat, StatementMapping } from '@daftari/contracts';
import type { CsvRecord } from '../../../http/csv-import/csv.ts';
import { paidInLessWithdrawn, statementCents } from './amounts.ts';
import { impliedBalances } from './balances.ts';
import { columnIndexes, detectMapping } from './csv-columns.ts';
import { likeliestDateFormat, requireDate } from './dates.ts';
import {
  cellText,
  optionalCell,
  type ParsedLine,
  type ParsedStatement,
  quoted,
  StatementError,
} from './line.ts';

/** How many rows of title and account details may precede the header row. */
const MAX_PREAMBLE = 20;

const filled = (record: CsvRecord) => record.fields.filter((field) => field.trim() !== '').length;

/** The headers the widest of the first rows holds: what a file whose columns cannot be mapped is told it has. */
function headersFound(records: CsvRecord[]): string[] {
  const widest = records.slice(0, MAX_PREAMBLE).sort((a, b) => filled(b) - filled(a))[0];
  return (widest?.fields ?? [])
    .map((field) => cellText(field, 60))
    .filter(Boolean)
    .slice(0, 40);
}

function unmappable(records: CsvRecord[]): StatementError {
  const headers = headersFound(records);
  return new StatementError(
    'The columns of this file cannot be mapped: name its date, description and amount columns',
    // `headers` beside the sentence, so a screen can offer them as they are (a header may hold a comma).
    { mapping: [`Headers found: ${headers.join(', ') || 'none'}`], headers },
  );
}

/** The header row and the mapping: the one given (its headers found), else the first row that maps. */
function headerRow(
  records: CsvRecord[],
  given?: StatementMapping,
): { index: number; mapping: StatementMapping } {
  for (const [index, record] of records.slice(0, MAX_PREAMBLE).entries()) {
    if (given) {
      if (columnIndexes(record.fields, given).missing.length === 0) return { index, mapping: given };
      continue;
    }
    const mapping = detectMapping(record.fields);
    if (mapping) return { index, mapping };
  }
  throw unmappable(records);
}

/**
 * A bank's CSV statement: its header row found among the first rows (titles and account details may come
 * first), its columns mapped by header name (the mapping given, else recognised), its dates read in one
 * format, and either one signed amount column or paid in and withdrawn columns. A row with a balance and no
 * amount is the opening balance; a row with an empty date cell ends nothing and is skipped (a footer's totals).
 */
export function readCsvStatement(records: CsvRecord[], given?: StatementMapping): ParsedStatement {
  const { index, mapping } = headerRow(records, given);
  const { indexes } = columnIndexes(records[index]!.fields, mapping);
  const cell = (record: CsvRecord, field: keyof typeof indexes) => {
    const at = indexes[field];
    return at === undefined ? undefined : record.fields[at];
  };
  const rows = records.slice(index + 1).filter((record) => (cell(record, 'date') ?? '').trim() !== '');
  const format: DateFormat | null =
    mapping.date_format ?? likeliestDateFormat(rows.map((row) => cell(row, 'date')!));
  if (!format) {
    const sample = rows[0] ? cell(rows[0], 'date') : '';
    throw new StatementError(
      `The dates of this file (such as ${quoted(sample)}) are not in a format Daftari reads`,
      {
        mapping: [
          'Name the date format: dd/MM/yyyy, MM/dd/yyyy, yyyy-MM-dd, dd-MM-yyyy, dd.MM.yyyy or d MMM yyyy',
        ],
      },
    );
  }
  let openingCents: bigint | null = null;
  const lines: ParsedLine[] = [];
  for (const row of rows) {
    const { date, time } = requireDate(cell(row, 'date')!, format, row.line);
    const balanceCents = statementCents(cell(row, 'balance'), row.line, 'the balance');
    const amountCents = rowAmount(row, mapping, cell);
    if (amountCents === null) {
      if (balanceCents !== null && lines.length === 0) {
        openingCents = balanceCents;
        continue;
      }
      throw new StatementError(`Line ${row.line}: the row has no amount`);
    }
    lines.push({
      line: row.line,
      date,
      time,
      reference: optionalCell(cell(row, 'reference'), 64),
      description: cellText(cell(row, 'description'), 500) || '(no details)',
      counterparty: null,
      counterpartyPhone: null,
      accountRef: null,
      amountCents,
      balanceCents,
    });
  }
  if (lines.length === 0) throw new StatementError('The file has a header row but no transactions');
  const implied = impliedBalances(lines);
  if (openingCents !== null && implied.opening !== null && implied.opening !== openingCents) {
    throw new StatementError(`The opening balance does not agree with the first line's balance`);
  }
  return {
    format: 'csv',
    lines,
    openingCents: openingCents ?? implied.opening,
    closingCents: implied.closing,
    mapping: { ...mapping, date_format: format },
  };
}

function rowAmount(
  row: CsvRecord,
  mapping: StatementMapping,
  cell: (record: CsvRecord, field: 'amount' | 'paid_in' | 'withdrawn') => string | undefined,
): bigint | null {
  if (mapping.amount) return statementCents(cell(row, 'amount'), row.line, 'the amount');
  const paidIn = statementCents(cell(row, 'paid_in'), row.line, 'the amount paid in');
  const withdrawn = statementCents(cell(row, 'withdrawn'), row.line, 'the amount withdrawn');
  if (paidIn === null && withdrawn === null) return null;
  return paidInLessWithdrawn(paidIn, withdrawn);
}
