import { describe, expect, it } from 'vitest';
import { StatementError } from '../../../src/modules/banking/statements/line.ts';
import { readStatementFile } from '../../../src/modules/banking/statements/read.ts';

const read = (text: string | Uint8Array) =>
  readStatementFile({ bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text });
const HEADER = 'Date,Details,Reference,Amount,Balance';

describe('files that are not statements, or not quite', () => {
  it('refuses an image, a NUL-ridden file and a spreadsheet that is no workbook with a StatementError', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    for (const bytes of [png, new TextEncoder().encode(`${HEADER}\n01/03/2026,a\u0000b,,1.00,1.00`)]) {
      await expect(read(bytes)).rejects.toThrow('This is not a statement file Daftari reads');
    }
    await expect(read('Name,Phone\nJane,0712345678')).rejects.toBeInstanceOf(StatementError);
  });

  it('keeps a formula as the text it is, never evaluated', async () => {
    const statement = await read(
      `${HEADER}\n01/03/2026,"=cmd|' /C calc'!A0",=1+1,100.00,100.00\n02/03/2026,@SUM(A1),+254,-20.00,80.00`,
    );
    expect(statement.lines.map((line) => [line.description, line.reference])).toEqual([
      ["=cmd|' /C calc'!A0", '=1+1'],
      ['@SUM(A1)', '+254'],
    ]);
  });

  it('names the line of a day that does not exist, 31/02/2026', async () => {
    await expect(read(`${HEADER}\n28/02/2026,a,,1.00,1.00\n31/02/2026,b,,1.00,2.00`)).rejects.toThrow(
      'Line 3: "31/02/2026" is not a date written dd/MM/yyyy',
    );
  });

  it('reads 1,000.00- and (1,000.00) as money out, and names the line of an amount it cannot read', async () => {
    const statement = await read(
      `${HEADER}\n01/03/2026,a,,"5,000.00","5,000.00"\n02/03/2026,b,,"1,000.00-","4,000.00"\n03/03/2026,c,,"(1,000.00)","3,000.00"`,
    );
    expect(statement.lines.map((line) => line.amountCents)).toEqual([500_000n, -100_000n, -100_000n]);
    for (const amount of ['1.000,00', '(1,000.00)-x', '12.345', '1e5']) {
      await expect(read(`${HEADER}\n01/03/2026,a,,"${amount}",`)).rejects.toThrow(
        /^Line 2: the amount ".*" is not an amount$/,
      );
    }
  });

  it('refuses 100,000 columns before mapping any', async () => {
    const wide = `${HEADER},${Array.from({ length: 100_000 }, (_, index) => `c${index}`).join(',')}\n01/03/2026,a,,1.00,1.00`;
    await expect(read(wide)).rejects.toThrow('The file has more than 1,000 columns: this is not a statement');
  });

  it('refuses a truncated PDF and a PDF header with nothing behind it', async () => {
    await expect(read('%PDF-1.7\n1 0 obj\n<< /Type /Catalog')).rejects.toThrow(/damaged or incomplete/);
  });
});
