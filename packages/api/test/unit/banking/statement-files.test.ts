import { describe, expect, it } from 'vitest';
import { dedupeKey, readStatementFile } from '../../../src/modules/banking/statements/read.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const read = (
  text: string,
  options: Parameters<typeof readStatementFile>[0] extends infer O ? Partial<O> : never = {},
) => readStatementFile({ bytes: bytes(text), ...options });

// A bank's CSV as Kenyan banks export it: a title block, Debit and Credit columns, dates day first.
const bankCsv = [
  'Equity Bank Statement',
  'Account,0123456789',
  '',
  'Transaction Date,Narrative,Reference,Debit,Credit,Running Balance',
  '01/03/2026,Opening Balance,,,,"10,000.00"',
  '02/03/2026,KPLC PREPAID 5432,FT2606123,"1,500.00",,"8,500.00"',
  '03/03/2026,INV-0012 ACME LTD,FT2606200,,"25,000.00","33,500.00"',
  '31/03/2026,LEDGER FEE,,30.00,,"33,470.00"',
].join('\n');

describe('a bank CSV', async () => {
  it('finds the header under the title block, maps its columns by name, and reads debits and credits', async () => {
    const statement = await read(bankCsv);
    expect(statement.format).toBe('csv');
    expect(statement.mapping).toEqual({
      date: 'Transaction Date',
      description: 'Narrative',
      reference: 'Reference',
      paid_in: 'Credit',
      withdrawn: 'Debit',
      balance: 'Running Balance',
      date_format: 'dd/MM/yyyy',
    });
    expect(statement.openingCents).toBe(1_000_000n);
    expect(statement.closingCents).toBe(3_347_000n);
    expect(statement.lines.map((line) => [line.line, line.date, line.amountCents, line.reference])).toEqual([
      [6, '2026-03-02', -150_000n, 'FT2606123'],
      [7, '2026-03-03', 2_500_000n, 'FT2606200'],
      [8, '2026-03-31', -3_000n, null],
    ]);
  });

  it('reads one signed amount column with the mapping given, in its date format', async () => {
    const csv = 'When,What,Value\n2026-03-02,Rent,-45000\n2026-03-05,Sales,"1,200.50"';
    const statement = await read(csv, {
      mapping: { date: 'When', description: 'What', amount: 'Value', date_format: 'yyyy-MM-dd' },
    });
    expect(statement.lines.map((line) => line.amountCents)).toEqual([-4_500_000n, 120_050n]);
    expect(statement.openingCents).toBeNull();
  });

  it('names the first line whose balance does not follow, and stores nothing', async () => {
    const broken = bankCsv.replace('"33,500.00"', '"33,400.00"');
    await expect(read(broken)).rejects.toThrow(
      /^Line 7: the balance 33400\.00 does not follow from the balance 8500\.00 of line 6/,
    );
  });

  it('lists the headers it found when its columns cannot be mapped', async () => {
    try {
      await read('Foo,Bar,Baz\n1,2,3');
      expect.unreachable();
    } catch (error) {
      expect((error as { details?: unknown }).details).toEqual({
        mapping: ['Headers found: Foo, Bar, Baz'],
        headers: ['Foo', 'Bar', 'Baz'],
      });
    }
  });

  it('refuses a day that does not exist, naming its line', async () => {
    await expect(read('Date,Details,Amount\n28/02/2026,a,1\n31/02/2026,b,2')).rejects.toThrow(
      /^Line 3: "31\/02\/2026"/,
    );
  });
});

// The M-PESA business portal's export: its header block, then transactions newest first with charges.
const portal = [
  '"Organisation Name:","ACME TRADERS"',
  '"Organisation Short Code:","600123"',
  '"Time Period:","01-03-2026 - 31-03-2026"',
  '',
  'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.',
  'SC31XYZ789,05-03-2026 09:12:44,05-03-2026 09:12:40,Business Payment Charge,Completed,,-15.00,"14,985.00",true,Pay Utility Charge,,SC31XYZ788,',
  'SC31XYZ788,05-03-2026 09:12:44,05-03-2026 09:12:40,Pay Bill to 888880 - KPLC PREPAID,Completed,,"-5,000.00","15,000.00",true,Pay Utility,888880 - KPLC PREPAID,,54321',
  'SC21ABC111,04-03-2026 18:00:01,04-03-2026 18:00:00,Pay Bill from 254712345678 - JANE WANJIRU Acc. INV0012,Completed,"20,000.00",,"20,000.00",true,Pay Bill,254712345678 - JANE WANJIRU,,inv 12',
  'SC21ABC110,04-03-2026 17:00:01,04-03-2026 17:00:00,Pay Bill from 254700000000 - FAILED,Failed,"1,000.00",,,true,Pay Bill,254700000000 - FAILED,,',
].join('\n');

describe('the M-PESA business portal export', async () => {
  it('reads completed rows only, newest first, with the party, phone and A/C No., charges as their own lines', async () => {
    const statement = await read(portal);
    expect(statement.format).toBe('mpesa_business');
    expect(statement.lines).toHaveLength(3);
    const [charge, kplc, jane] = statement.lines;
    expect(charge).toMatchObject({ reference: 'SC31XYZ789', amountCents: -1_500n, time: '09:12:44' });
    expect(kplc).toMatchObject({
      counterparty: 'KPLC PREPAID',
      counterpartyPhone: null,
      accountRef: '54321',
    });
    expect(jane).toMatchObject({
      date: '2026-03-04',
      amountCents: 2_000_000n,
      counterparty: 'JANE WANJIRU',
      counterpartyPhone: '254712345678',
      accountRef: 'inv 12',
    });
    expect(statement.openingCents).toBe(0n);
    expect(statement.closingCents).toBe(1_498_500n);
  });
});

const ofx = `OFXHEADER:100
DATA:OFXSGML
VERSION:102

<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>KES
<BANKTRANLIST><DTSTART>20260301<DTEND>20260331
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260302120000[+3:EAT]<TRNAMT>-1500.00<FITID>F1<NAME>KPLC PREPAID<MEMO>Token 5432
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260303<TRNAMT>25000.00<FITID>F2<NAME>ACME &amp; SONS
</BANKTRANLIST><LEDGERBAL><BALAMT>33500.00<DTASOF>20260331</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

describe('an OFX file', async () => {
  it('reads each transaction (SGML leaves without closing tags) and the ledger balance', async () => {
    const statement = await read(ofx);
    expect(statement.format).toBe('ofx');
    expect(
      statement.lines.map((line) => [
        line.date,
        line.time,
        line.amountCents,
        line.reference,
        line.description,
      ]),
    ).toEqual([
      ['2026-03-02', '12:00:00', -150_000n, 'F1', 'KPLC PREPAID · Token 5432'],
      ['2026-03-03', null, 2_500_000n, 'F2', 'ACME & SONS'],
    ]);
    expect(statement.closingCents).toBe(3_350_000n);
    expect(statement.openingCents).toBe(1_000_000n);
  });
});

describe('recognising a file', async () => {
  it('refuses an empty file, a damaged spreadsheet, a PDF that is not one, and a file that is not text', async () => {
    await expect(read('')).rejects.toThrow('The file is empty');
    await expect(readStatementFile({ bytes: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1]) })).rejects.toThrow(
      /not a statement file/,
    );
    await expect(readStatementFile({ bytes: bytes('%PDF-1.7 ...') })).rejects.toThrow(/PDF cannot be read/);
    await expect(readStatementFile({ bytes: new Uint8Array([0, 1, 2, 3, 0, 0]) })).rejects.toThrow(
      /not a statement file/,
    );
  });

  it('refuses a file that is not the format named', async () => {
    await expect(read(bankCsv, { format: 'ofx' })).rejects.toThrow('The file is not a ofx statement');
  });
});

describe('which line a line is', async () => {
  it('is its receipt number, amount and details, or without one its date, amount, balance and details', async () => {
    const [first, second] = (await read(bankCsv)).lines;
    expect(dedupeKey(first!)).toBe(dedupeKey({ ...first!, date: '2026-03-09' }));
    expect(dedupeKey(first!)).not.toBe(dedupeKey({ ...first!, amountCents: 1n }));
    const noReference = { ...second!, reference: null };
    expect(dedupeKey(noReference)).not.toBe(dedupeKey({ ...noReference, date: '2026-03-04' }));
    expect(dedupeKey(noReference)).toMatch(/^[0-9a-f]{64}$/);
  });
});
