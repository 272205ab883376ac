import { moneyAccountSchema, statementLineSchema, statementPreviewSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { mpesaStatementPdf } from '../../support/mpesa-statement-pdf.ts';
import { mpesaRows } from '../../support/mpesa-statement-rows.ts';
import { declareSize, excelSerial, xlsxFile, xlsxParts, zipParts } from '../../support/xlsx-file.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const PASSWORD = '31234567';
const linesEnvelope = z.object({
  data: z.array(statementLineSchema),
  meta: z.object({ total_count: z.number() }),
});

function upload(token: string, id: number, file: Buffer | Uint8Array, fields: Record<string, string> = {}) {
  const body = multipartBody([
    {
      name: 'file',
      content: Buffer.from(file),
      filename: 'statement',
      contentType: 'application/octet-stream',
    },
    ...Object.entries(fields).map(([name, content]) => ({ name, content })),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/bank_accounts/${id}/statements`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

async function account(token: string, number: string) {
  const response = await app.inject({ url: '/api/bank_accounts', headers: bearer(token) });
  return z
    .object({ data: z.array(moneyAccountSchema) })
    .parse(response.json())
    .data.find((each) => each.number === number)!;
}

async function lines(token: string) {
  const response = await app.inject({ url: '/api/bank_lines?per_page=100', headers: bearer(token) });
  return linesEnvelope.parse(response.json());
}

const scanPdf = () =>
  new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.rect(40, 40, 500, 700).fill('#777777');
    doc.end();
  });

describe(`statement files on ${backend}`, () => {
  it('imports an M-PESA PDF with its password: previewed, stored, and again with no duplicate', async () => {
    const { token } = await signUp(app);
    const mpesa = await account(token, '1300');
    const rows = mpesaRows(60, { seed: 3 });
    const completed = rows.filter((row) => row.status === 'COMPLETED');
    const pdf = await mpesaStatementPdf({ rows, password: PASSWORD, repeatAtPageBreak: true });

    const dry = await upload(token, mpesa.ledger_account_id, pdf, { password: PASSWORD, dry_run: 'true' });
    expect(dry.statusCode).toBe(200);
    const preview = statementPreviewSchema.parse(dry.json());
    expect(preview.data).toMatchObject({
      format: 'mpesa_pdf',
      lines_total: completed.length,
      lines_new: completed.length,
    });
    expect(preview.preview[0]).toMatchObject({
      reference: completed[0]!.receipt,
      description: completed[0]!.details,
    });
    expect((await lines(token)).meta.total_count).toBe(0);

    const stored = await upload(token, mpesa.ledger_account_id, pdf, { password: PASSWORD });
    expect(stored.statusCode).toBe(201);
    expect(stored.json().data).toMatchObject({
      format: 'mpesa_pdf',
      lines_new: completed.length,
      lines_duplicate: 0,
    });
    // The next month's statement overlaps: its 20 oldest rows are this one's 20 newest.
    const nextRows = mpesaRows(80, { seed: 3 }).slice(0, 40);
    const done = (some: typeof rows) => some.filter((row) => row.status === 'COMPLETED').length;
    const next = await mpesaStatementPdf({ rows: nextRows, password: PASSWORD });
    const overlapping = await upload(token, mpesa.ledger_account_id, next, { password: PASSWORD });
    expect(overlapping.statusCode).toBe(201);
    expect(overlapping.json().data).toMatchObject({
      lines_new: done(nextRows.slice(0, 20)),
      lines_duplicate: done(nextRows.slice(20)),
    });
    expect((await lines(token)).meta.total_count).toBe(completed.length + done(nextRows.slice(0, 20)));
    expect((await account(token, '1300')).statement_balance).toBe(Number(nextRows[0]!.balanceCents) / 100);
  });

  it('imports the business portal export as XLSX', async () => {
    const { token } = await signUp(app);
    const mpesa = await account(token, '1300');
    const sheet = xlsxFile([
      ['Organisation Name', 'ACME'],
      [
        'Receipt No.',
        'Completion Time',
        'Details',
        'Transaction Status',
        'Paid In',
        'Withdrawn',
        'Balance',
        'Other Party Info',
        'A/C No.',
      ],
      [
        'TD1AAAAAA2',
        { date: excelSerial('2026-03-02T09:00:00') },
        'Pay Bill from 0712345678 - JANE',
        'Completed',
        2500,
        null,
        3500,
        '0712345678 - JANE',
        'INV-0099',
      ],
      [
        'TD1AAAAAA1',
        { date: excelSerial('2026-03-01T09:00:00') },
        'Pay Bill from 0733345678 - JOHN',
        'Completed',
        1000,
        null,
        1000,
        '0733345678 - JOHN',
        null,
      ],
    ]);
    const response = await upload(token, mpesa.ledger_account_id, sheet);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      format: 'mpesa_business',
      lines_new: 2,
      closing_balance: 3500,
    });
    expect(
      (await lines(token)).data.map((line) => [line.reference, line.account_ref, line.counterparty_phone]),
    ).toEqual([
      ['TD1AAAAAA2', 'INV-0099', '0712345678'],
      ['TD1AAAAAA1', null, '0733345678'],
    ]);
  });

  it('keeps a CSV formula as text, never evaluated', async () => {
    const { token } = await signUp(app);
    const bank = await account(token, '1100');
    const csv = 'Date,Details,Amount\n01/03/2026,"=cmd|\' /C calc\'!A0",100.00\n';
    expect((await upload(token, bank.ledger_account_id, Buffer.from(csv))).statusCode).toBe(201);
    expect((await lines(token)).data.map((line) => line.description)).toEqual(["=cmd|' /C calc'!A0"]);
  });

  it('answers each bad file with a clear 4xx {error} and stores nothing', async () => {
    const { token } = await signUp(app);
    const id = (await account(token, '1300')).ledger_account_id;
    const pdf = await mpesaStatementPdf({ rows: mpesaRows(30, { seed: 5 }), password: PASSWORD });
    const plain = await mpesaStatementPdf({ rows: mpesaRows(30, { seed: 5 }) });
    const wrongTotals = await mpesaStatementPdf({
      rows: mpesaRows(30, { seed: 5 }),
      totals: { paidIn: 1n, paidOut: 1n },
    });
    const bombSheet = `<worksheet><sheetData>${'<row/>'.repeat(1_000_000)}</sheetData></worksheet>`;
    const bomb = declareSize(zipParts(xlsxParts([], bombSheet)), 'xl/worksheets/sheet1.xml', 100);
    const wide = `Date,Details,Amount,${Array.from({ length: 100_000 }, (_, index) => `c${index}`).join(',')}\n`;
    const cases: [string, Buffer | Uint8Array, Record<string, string>, RegExp][] = [
      ['no password', pdf, {}, /protected by a password/],
      ['wrong password', pdf, { password: 'nope' }, /password does not open/],
      ['truncated PDF', plain.subarray(0, plain.length >> 1), {}, /damaged or incomplete/],
      ['scan', await scanPdf(), {}, /no text/],
      ['summary', wrongTotals, {}, /summary table’s rows do not add up/],
      ['XLSX bomb', bomb, {}, /too large once unpacked/],
      [
        'NUL bytes',
        Buffer.from('Date,Details,Amount\n01/03/2026,a\u0000,1.00\n'),
        {},
        /not a statement file/,
      ],
      [
        '31/02/2026',
        Buffer.from('Date,Details,Amount\n31/02/2026,a,1.00\n'),
        {},
        /"31\/02\/2026" is not a date/,
      ],
      ['bad amount', Buffer.from('Date,Details,Amount\n01/02/2026,a,"1.000,00"\n'), {}, /is not an amount/],
      ['100,000 columns', Buffer.from(wide), {}, /more than 1,000 columns/],
      ['not a statement', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), {}, /not a statement file/],
    ];
    for (const [name, file, fields, message] of cases) {
      const response = await upload(token, id, file, fields);
      expect([name, response.statusCode]).toEqual([name, 422]);
      expect(response.json().error, name).toMatch(message);
    }
    const missing = await upload(token, id, pdf);
    expect(missing.json().details).toEqual({ password: ['A password is required'] });
    const wrong = await upload(token, id, pdf, { password: 'nope' });
    expect(wrong.json().details).toEqual({ password: ['The password is wrong'] });
    expect((await lines(token)).meta.total_count).toBe(0);
    const statements = await app.inject({
      url: `/api/bank_accounts/${id}/statements`,
      headers: bearer(token),
    });
    expect(statements.json().meta.total_count).toBe(0);
  });
});
