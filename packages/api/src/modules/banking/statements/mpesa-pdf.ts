import { centsToDecimal } from '@daftari/format';
import { paidInLessWithdrawn, statementCents } from './amounts.ts';
import { impliedBalances } from './balances.ts';
import { requireDate } from './dates.ts';
import { cellText, mobileNumber, type ParsedLine, type ParsedStatement, StatementError } from './line.ts';
import type { TextLine } from './pdf-text.ts';

/** The detail table's columns, left to right, by the header each is found under. */
const COLUMNS = [
  ['receipt', /^receipt no\.?$/i],
  ['completed', /^completion time$/i],
  ['details', /^details$/i],
  ['status', /^transaction status$/i],
  ['paidIn', /^paid in$/i],
  ['withdrawn', /^withdrawn$/i],
  ['balance', /^balance$/i],
] as const;
type Column = (typeof COLUMNS)[number][0];
type Cells = Record<Column, string>;

const RECEIPT = /^[A-Z0-9]{8,12}$/;
const text = (line: TextLine) => line.runs.map((run) => run.text.trim()).join(' ');

/** The left edges of the columns when the line is the detail table's header row, else null. */
function headerEdges(line: TextLine): number[] | null {
  const edges = COLUMNS.map(([, name]) => line.runs.find((run) => name.test(run.text.trim()))?.x);
  if (edges.some((edge) => edge === undefined)) return null;
  const sorted = edges as number[];
  return sorted.every((edge, index) => index === 0 || edge > sorted[index - 1]!) ? sorted : null;
}

/** A line's runs put in the columns whose span holds each run's middle. */
function cellsOf(line: TextLine, edges: number[]): Cells {
  const cells = Object.fromEntries(COLUMNS.map(([column]) => [column, ''])) as Cells;
  for (const run of line.runs) {
    const middle = run.x + run.width / 2;
    let index = edges.length - 1;
    while (index > 0 && middle < edges[index]! - 2) index--;
    const column = COLUMNS[index]![0];
    cells[column] = `${cells[column]} ${run.text.trim()}`.trim();
  }
  return cells;
}

interface Row {
  page: number;
  cells: Cells;
  /** The baseline of the row's last line and the height of its text: where a wrapped line may follow. */
  y: number;
  height: number;
}

/**
 * The detail table's rows: a row starts on a line with a receipt number and takes the lines right under it
 * (Details and the time wrap onto them). The header row, repeated on every page, re-reads the columns.
 */
function tableRows(lines: TextLine[]): Row[] {
  const rows: Row[] = [];
  let edges: number[] | null = null;
  let open: Row | null = null;
  for (const line of lines) {
    const header = headerEdges(line);
    if (header) {
      edges = header;
      open = null;
      continue;
    }
    if (!edges) continue;
    const cells = cellsOf(line, edges);
    const height = Math.max(...line.runs.map((run) => run.height));
    if (RECEIPT.test(cells.receipt) && cells.completed !== '') {
      open = { page: line.page, cells, y: line.y, height };
      rows.push(open);
    } else if (
      open &&
      open.page === line.page &&
      open.y - line.y <= open.height * 2.2 &&
      cells.receipt === ''
    ) {
      for (const [column] of COLUMNS) open.cells[column] = `${open.cells[column]} ${cells[column]}`.trim();
      open.y = line.y;
    } else open = null;
  }
  return rows;
}

const same = (a: Cells, b: Cells) => COLUMNS.every(([column]) => a[column] === b[column]);

interface Summary {
  paidIn: bigint;
  paidOut: bigint;
  rows: { paidIn: bigint; paidOut: bigint }[];
}

/** The summary table at the top: its TRANSACTION TYPE / PAID IN / PAID OUT rows and its TOTAL, or null. */
function summaryOf(lines: TextLine[]): Summary | null {
  const start = lines.findIndex((line) => /transaction type\s+paid in\s+paid out/i.test(text(line)));
  if (start === -1) return null;
  const rows: Summary['rows'] = [];
  for (const line of lines.slice(start + 1, start + 40)) {
    const runs = line.runs.map((run) => run.text.trim()).filter(Boolean);
    if (runs.length < 3) continue;
    const paidIn = statementCents(runs.at(-2), 0, 'the summary’s paid in');
    const paidOut = statementCents(runs.at(-1), 0, 'the summary’s paid out');
    const amounts = { paidIn: paidIn ?? 0n, paidOut: paidOut ?? 0n };
    if (/^total/i.test(runs[0]!)) return { ...amounts, rows };
    rows.push(amounts);
  }
  throw new StatementError('The summary table of this statement has no TOTAL row');
}

const size = (cents: bigint | null) => (cents === null ? 0n : cents < 0n ? -cents : cents);

function checkSummary(summary: Summary, completed: { paidIn: bigint; withdrawn: bigint }): void {
  const sum = (pick: 'paidIn' | 'paidOut') =>
    summary.rows.reduce((total, row) => total + size(row[pick]), 0n);
  if (
    summary.rows.length > 0 &&
    (sum('paidIn') !== size(summary.paidIn) || sum('paidOut') !== size(summary.paidOut))
  ) {
    throw new StatementError('The summary table’s rows do not add up to its TOTAL');
  }
  for (const [label, stated, lines] of [
    ['paid in', summary.paidIn, completed.paidIn],
    ['paid out', summary.paidOut, completed.withdrawn],
  ] as const) {
    if (size(stated) !== lines) {
      throw new StatementError(
        `The summary’s TOTAL ${label} ${centsToDecimal(size(stated))} does not agree with the completed lines’ ${centsToDecimal(lines)}`,
      );
    }
  }
}

/**
 * `Customer Transfer to 0712345678 - JANE DOE` (or `to 0712***678 - JANE DOE`), `Pay Bill Online to 888880 -
 * KPLC PREPAID Acc. 5432`.
 */
function partyOf(details: string): Pick<ParsedLine, 'counterparty' | 'counterpartyPhone' | 'accountRef'> {
  const found = /\b(?:to|from)\s+(\S+)\s+-\s+(.+?)(?:\s+Acc\.\s*(.+))?$/i.exec(details);
  if (!found) return { counterparty: null, counterpartyPhone: null, accountRef: null };
  const [, number, name, account] = found;
  return {
    counterparty: cellText(name, 200) || null,
    counterpartyPhone: mobileNumber(number!),
    accountRef: account ? cellText(account, 100) : null,
  };
}

/**
 * Safaricom's M-PESA full statement, from its text lines: the detail table's columns found by their headers
 * on each page, wrapped Details joined, a row a page break repeats dropped, only Completed rows made lines
 * (a charge and a Fuliza "OverDraft of Credit Party" row each a line of its own), and the summary table's
 * totals checked against them. A line's `line` is its row in the table, from 1.
 */
export function readMpesaPdf(lines: TextLine[]): ParsedStatement {
  const rows = tableRows(lines).filter(
    (row, index, all) => index === 0 || !same(row.cells, all[index - 1]!.cells),
  );
  if (rows.length === 0) {
    throw new StatementError(
      'This PDF is not an M-PESA statement: no table with Receipt No., Completion Time, Details, Transaction Status, Paid In, Withdrawn and Balance was found',
    );
  }
  const totals = { paidIn: 0n, withdrawn: 0n };
  const parsed: ParsedLine[] = [];
  for (const [index, row] of rows.entries()) {
    if (row.cells.status.toLowerCase() !== 'completed') continue;
    const line = index + 1;
    const paidIn = statementCents(row.cells.paidIn, line, 'Paid In');
    const withdrawn = statementCents(row.cells.withdrawn, line, 'Withdrawn');
    totals.paidIn += size(paidIn);
    totals.withdrawn += size(withdrawn);
    const details = cellText(row.cells.details, 500);
    parsed.push({
      line,
      ...requireDate(row.cells.completed, 'yyyy-MM-dd', line),
      reference: row.cells.receipt,
      description: details || '(no details)',
      ...partyOf(details),
      amountCents: paidInLessWithdrawn(paidIn, withdrawn),
      balanceCents: statementCents(row.cells.balance, line, 'Balance'),
    });
  }
  if (parsed.length === 0) throw new StatementError('The statement has no completed transactions');
  const summary = summaryOf(lines);
  if (summary) checkSummary(summary, totals);
  const { opening, closing } = impliedBalances(parsed);
  return { format: 'mpesa_pdf', lines: parsed, openingCents: opening, closingCents: closing, mapping: null };
}
