import { centsToDecimal } from '@daftari/format';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../../src/modules/banking/statements/pdf-text.ts';
import { readStatementFile } from '../../../src/modules/banking/statements/read.ts';
import { type MpesaRow, mpesaStatementPdf } from '../../support/mpesa-statement-pdf.ts';
import { mpesaRows } from '../../support/mpesa-statement-rows.ts';

const PASSWORD = '23456789';
const rows = mpesaRows(160, { seed: 7 });

/** What the reader must give for the rows: the completed ones, as signed lines, in the statement's order. */
const expected = (statementRows: MpesaRow[]) =>
  statementRows
    .filter((row) => row.status === 'COMPLETED')
    .map((row) => ({
      reference: row.receipt,
      date: row.time.slice(0, 10),
      time: row.time.slice(11),
      description: row.details,
      amountCents: (row.paidInCents ?? 0n) - (row.withdrawnCents ?? 0n),
      balanceCents: row.balanceCents,
    }));

const shape = (lines: Awaited<ReturnType<typeof readStatementFile>>['lines']) =>
  lines.map(({ reference, date, time, description, amountCents, balanceCents }) => ({
    reference,
    date,
    time,
    description,
    amountCents,
    balanceCents,
  }));

function plainPdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

describe('the M-PESA full statement PDF', () => {
  it('reads every completed row across pages, wrapped details joined, a row a page break repeats dropped', async () => {
    const pdf = await mpesaStatementPdf({ rows, password: PASSWORD, repeatAtPageBreak: true });
    const text = await pdfTextLines(pdf, PASSWORD);
    const pages = new Set(text.map((line) => line.page)).size;
    const headers = text.filter((line) => line.runs.some((run) => run.text === 'Receipt No.')).length;
    const receipts = text.filter((line) => /^TC/.test(line.runs[0]?.text ?? '')).length;
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(headers).toBe(pages);
    expect(receipts).toBe(rows.length + pages - 1);

    const statement = await readStatementFile({ bytes: pdf, password: PASSWORD });
    expect(statement.format).toBe('mpesa_pdf');
    expect(shape(statement.lines)).toEqual(expected(rows));
    const completed = rows.filter((row) => row.status === 'COMPLETED');
    expect(statement.closingCents).toBe(completed[0]!.balanceCents);
    const oldest = completed.at(-1)!;
    expect(statement.openingCents).toBe(
      oldest.balanceCents - (oldest.paidInCents ?? 0n) + (oldest.withdrawnCents ?? 0n),
    );
  });

  it('keeps charge rows and Fuliza draws as lines of their own, leaves failed rows out, and reads the party', async () => {
    const statement = await readStatementFile({
      bytes: await mpesaStatementPdf({ rows, password: PASSWORD }),
      password: PASSWORD,
    });
    const details = statement.lines.map((line) => line.description);
    expect(details).toContain('OverDraft of Credit Party');
    expect(details).toContain('Pay Bill Charge');
    expect(rows.some((row) => row.status === 'FAILED')).toBe(true);
    const failed = rows.filter((row) => row.status === 'FAILED').map((row) => row.receipt);
    expect(statement.lines.filter((line) => failed.includes(line.reference!))).toEqual([]);
    const paybill = statement.lines.find((line) => line.description.startsWith('Pay Bill Online to 888880'))!;
    expect(paybill.counterparty).toBe('KPLC PREPAID');
    expect(paybill.accountRef).toMatch(/^\d{8}$/);
    const received = statement.lines.find((line) => line.description.startsWith('Funds received from'))!;
    expect(received.counterpartyPhone).toMatch(/^07\d{8}$/);
  });

  it('asks for the password when none is given, and says when it is wrong', async () => {
    const pdf = await mpesaStatementPdf({ rows: rows.slice(0, 10), password: PASSWORD });
    await expect(readStatementFile({ bytes: pdf })).rejects.toMatchObject({
      message: expect.stringMatching(/protected by a password/),
      details: { password: ['A password is required'] },
    });
    await expect(readStatementFile({ bytes: pdf, password: '11111111' })).rejects.toMatchObject({
      message: 'The password does not open this statement',
      details: { password: ['The password is wrong'] },
    });
  });

  it('refuses a summary whose TOTAL disagrees with its rows or with the completed lines, naming it', async () => {
    const wrongTotal = await mpesaStatementPdf({
      rows: rows.slice(0, 20),
      totals: { paidIn: 100n, paidOut: 0n },
    });
    await expect(readStatementFile({ bytes: wrongTotal })).rejects.toThrow(
      'The summary table’s rows do not add up to its TOTAL',
    );
    const table = rows.slice(1, 20);
    const fewer = await mpesaStatementPdf({ rows: table, summaryOf: rows.slice(0, 20) });
    const inTable = (pick: (row: MpesaRow) => bigint | null) =>
      table.filter((row) => row.status === 'COMPLETED').reduce((sum, row) => sum + (pick(row) ?? 0n), 0n);
    const dropped = rows[0]!;
    expect(dropped.status).toBe('COMPLETED');
    const [label, lines] =
      dropped.paidInCents !== null
        ? ['paid in', inTable((row) => row.paidInCents)]
        : ['paid out', inTable((row) => row.withdrawnCents)];
    await expect(readStatementFile({ bytes: fewer })).rejects.toThrow(
      new RegExp(
        `^The summary’s TOTAL ${label} [\\d.]+ does not agree with the completed lines’ ${centsToDecimal(lines).replace('.', '\\.')}$`,
      ),
    );
  });

  it('refuses a balance that does not follow from the one before, naming the line', async () => {
    const broken = rows
      .slice(0, 20)
      .map((row, index) => (index === 4 ? { ...row, balanceCents: row.balanceCents + 100n } : row));
    await expect(readStatementFile({ bytes: await mpesaStatementPdf({ rows: broken }) })).rejects.toThrow(
      /^Line \d+: the balance .* does not follow/,
    );
  });

  it('refuses a truncated PDF, a PDF without text (a scan) and a PDF that is no M-PESA statement', async () => {
    const pdf = await mpesaStatementPdf({ rows: rows.slice(0, 40) });
    await expect(readStatementFile({ bytes: pdf.subarray(0, Math.floor(pdf.length * 0.6)) })).rejects.toThrow(
      /damaged or incomplete/,
    );
    const scan = await plainPdf((doc) => doc.rect(50, 50, 400, 600).fill('#888888'));
    await expect(readStatementFile({ bytes: scan })).rejects.toThrow(/no text \(it looks like a scan\)/);
    const invoice = await plainPdf((doc) => doc.text('Invoice INV-0012 for ACME LTD, total 1,000.00'));
    await expect(readStatementFile({ bytes: invoice })).rejects.toThrow(/not an M-PESA statement/);
  });
});
