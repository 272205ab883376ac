import { describe, expect, it } from 'vitest';
import { readStatementFile } from '../../../src/modules/banking/statements/read.ts';
import { declareSize, excelSerial, xlsxFile, xlsxParts, zipParts } from '../../support/xlsx-file.ts';

const PORTAL_HEADERS = [
  'Receipt No.',
  'Completion Time',
  'Initiation Time',
  'Details',
  'Transaction Status',
  'Paid In',
  'Withdrawn',
  'Balance',
  'Balance Confirmed',
  'Reason Type',
  'Other Party Info',
  'Linked Transaction ID',
  'A/C No.',
];

const portal = xlsxFile([
  ['Organisation Name', 'ACME TRADERS LTD'],
  ['Short Code', '600123'],
  ['Time Period', '01-03-2026 to 31-03-2026'],
  [],
  PORTAL_HEADERS,
  [
    'TC4HX2ABCD',
    { date: excelSerial('2026-03-05T10:15:30') },
    { date: excelSerial('2026-03-05T10:15:29') },
    'Business Pay Bill Charge',
    'Completed',
    null,
    -30,
    { formula: 'H7-I6', cached: '24970' },
    'TRUE',
    'Pay Bill Charge',
    null,
    'TC4HX2ABCC',
    null,
  ],
  [
    'TC4HX2ABCC',
    { date: excelSerial('2026-03-05T10:15:29') },
    { date: excelSerial('2026-03-05T10:15:29') },
    'Pay Bill from 254712345678 - JANE WANJIRU Acc. INV-0012',
    'Completed',
    15000,
    null,
    25000,
    'TRUE',
    'Pay Bill Online',
    '254712345678 - JANE WANJIRU',
    null,
    'INV-0012',
  ],
  [
    'TC4HX2ABCB',
    { date: excelSerial('2026-03-04T09:00:00') },
    null,
    'Pay Bill from 2547****111',
    'Failed',
    500,
    null,
    10000,
  ],
  [
    'TC4HX2ABCA',
    { date: excelSerial('2026-03-03T08:00:00') },
    null,
    'Pay Bill from 0733111222 - JOHN',
    'Completed',
    10000,
    null,
    10000,
  ],
]);

describe('an XLSX statement', () => {
  it('reads the M-PESA business portal export: its header block skipped, Excel dates, a formula’s cached value', async () => {
    const statement = await readStatementFile({ bytes: portal });
    expect(statement.format).toBe('mpesa_business');
    expect(
      statement.lines.map((line) => [
        line.line,
        line.date,
        line.time,
        line.amountCents,
        line.balanceCents,
        line.accountRef,
      ]),
    ).toEqual([
      [6, '2026-03-05', '10:15:30', -3_000n, 2_497_000n, null],
      [7, '2026-03-05', '10:15:29', 1_500_000n, 2_500_000n, 'INV-0012'],
      [9, '2026-03-03', '08:00:00', 1_000_000n, 1_000_000n, null],
    ]);
    expect(statement.lines[1]).toMatchObject({
      counterparty: 'JANE WANJIRU',
      counterpartyPhone: '254712345678',
    });
    expect(statement.openingCents).toBe(0n);
  });

  it('reads a bank’s sheet mapped like its CSV, with text dates, rich text and inline strings', async () => {
    const sheet = xlsxFile([
      ['Equity Bank', null, 'Account 0123456789'],
      ['Tran Date', 'Narrative', 'Reference', 'Debit', 'Credit', 'Running Balance'],
      ['01/03/2026', 'Opening Balance', null, null, null, '10,000.00'],
      ['02/03/2026', { inline: 'KPLC PREPAID 5432' }, 'FT2606123', 1500, null, 8500],
      [{ date: 46084 }, 'INV-0012 ACME LTD', 'FT2606200', null, 25000.5, 33500.5],
      [
        '04/03/2026',
        "=cmd|' /C calc'!A0",
        'FT2606300',
        0.1,
        null,
        { formula: 'F5-D6', cached: '33500.399999999994' },
      ],
    ]);
    const statement = await readStatementFile({ bytes: sheet });
    expect(statement.format).toBe('csv');
    expect(statement.mapping).toMatchObject({ date: 'Tran Date', paid_in: 'Credit', withdrawn: 'Debit' });
    expect(statement.openingCents).toBe(1_000_000n);
    expect(
      statement.lines.map((line) => [line.date, line.description, line.amountCents, line.balanceCents]),
    ).toEqual([
      ['2026-03-02', 'KPLC PREPAID 5432', -150_000n, 850_000n],
      ['2026-03-03', 'INV-0012 ACME LTD', 2_500_050n, 3_350_050n],
      ['2026-03-04', "=cmd|' /C calc'!A0", -10n, 3_350_040n],
    ]);
  });

  it('refuses a zip bomb: an entry inflating past what it declares, or declaring more than 50 MB', async () => {
    const huge = `<worksheet><sheetData>${'<row/>'.repeat(2_000_000)}</sheetData></worksheet>`;
    const zip = zipParts(xlsxParts([], huge));
    await expect(
      readStatementFile({ bytes: declareSize(zip, 'xl/worksheets/sheet1.xml', 1000) }),
    ).rejects.toThrow(/too large once unpacked/);
    await expect(
      readStatementFile({ bytes: declareSize(zip, 'xl/worksheets/sheet1.xml', 60 * 1024 * 1024) }),
    ).rejects.toThrow(/too large once unpacked/);
  });

  it('refuses a sheet of 100,000 columns, a DOCTYPE (entity expansion) and a zip that is no workbook', async () => {
    const wide = `<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Date</t></is></c><c r="EQXD1"><v>1</v></c></row></sheetData></worksheet>`;
    await expect(readStatementFile({ bytes: zipParts(xlsxParts([], wide)) })).rejects.toThrow(
      'The file has more than 1,000 columns: this is not a statement',
    );
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><worksheet><sheetData/></worksheet>`;
    await expect(readStatementFile({ bytes: zipParts(xlsxParts([], laughs)) })).rejects.toThrow(
      /declares a DOCTYPE/,
    );
    await expect(readStatementFile({ bytes: zipParts({ 'word/document.xml': '<w/>' }) })).rejects.toThrow(
      'This is not a statement file Daftari reads',
    );
  });
});
