import { REPORT_NAMES } from '@daftari/contracts';
import { describe, expect, it } from 'vitest';
import { backend } from '../../support/helpers.ts';
import { pdfPages } from '../../support/pdf-text.ts';
import { useBooks } from '../../support/report-helpers.ts';

const shared = useBooks();
const PERIOD_REPORTS = [
  'cash_flow',
  'sales_by_customer',
  'sales_by_item',
  'expenses_by_category',
  'expenses_by_supplier',
];

/** The query every report needs, for the shared.books' first quarter. */
const queryOf = (name: string): Record<string, string | number> => {
  if (name === 'reconciliation') return { ledger_account_id: shared.books.id('1100'), as_of: '2026-03-31' };
  if (name === 'general_ledger')
    return { ledger_account_id: shared.books.id('1100'), from: '2026-01-01', to: '2026-03-31' };
  if (['profit_and_loss', 'vat', ...PERIOD_REPORTS].includes(name))
    return { from: '2026-01-01', to: '2026-03-31' };
  if (name === 'vat_return') return { month: '2026-03' };
  return { as_of: '2026-03-31' };
};

describe(`report formats and bad input on ${backend}`, () => {
  it('trial balance as CSV: one header row, plain decimals, a download name', async () => {
    const response = await shared.books.report('trial_balance', { as_of: '2026-03-31', format: 'csv' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="trial-balance-2026-03-31.csv"',
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Number,Account,Type,Debit,Credit');
    expect(lines).toContain('1100,Bank,asset,3330.00,0.00');
    expect(lines).toContain("3000,Owner's equity,equity,0.00,5070.00");
    expect(lines.at(-1)).toBe(',Total,,6872.00,6872.00');
  });

  it('general ledger as CSV holds every line of the period, whatever the page size', async () => {
    const response = await shared.books.report('general_ledger', {
      ...queryOf('general_ledger'),
      per_page: 1,
      format: 'csv',
    });
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Entry,Description,Debit,Credit,Balance');
    expect(lines[1]).toBe('Opening balance,,,,,0.00');
    expect(lines.slice(2, -1).map((line) => line.split(',').at(-1))).toEqual([
      '5000.00',
      '4500.00',
      '3340.00',
      '3330.00',
    ]);
    expect(lines.at(-1)).toBe('Closing balance,,,,,3330.00');
  });

  it('every report answers CSV and PDF', async () => {
    for (const name of REPORT_NAMES) {
      const csv = await shared.books.report(name, { ...queryOf(name), format: 'csv' });
      expect(csv.statusCode, `${name}: ${csv.body}`).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.body.split('\r\n').length).toBeGreaterThan(2);
      const pdf = await shared.books.report(name, { ...queryOf(name), format: 'pdf' });
      expect(pdf.statusCode, name).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    }
  });

  it('the PDF carries the title, the business, the period and the totals, in the embedded font', async () => {
    const response = await shared.books.report('trial_balance', { as_of: '2026-03-31', format: 'pdf' });
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).toMatch(/DejaVuSans/);
    const text = (await pdfPages(response.rawPayload)).join('\n');
    expect(text).toContain('Trial balance');
    expect(text).toContain('Wanjiru Traders');
    expect(text).toContain('As of 2026-03-31');
    expect(text).toContain('6,872.00');
    const vat = await shared.books.report('vat', { from: '2026-01-01', to: '2026-03-31', format: 'pdf' });
    const vatText = (await pdfPages(vat.rawPayload)).join('\n');
    expect(vatText).toContain('Net payable');
    expect(vatText).toContain('-58.00');
  });

  it('bad queries: 422 with the contract message, never 500', async () => {
    const cases: [string, Record<string, string | number>, string][] = [
      ['trial_balance', { as_of: '2026-13-01' }, 'As of'],
      ['balance_sheet', { as_of: 'yesterday' }, 'As of'],
      ['profit_and_loss', { from: '2026-03-01', to: '2026-02-01' }, 'From must be on or before To'],
      ['profit_and_loss', { compare: 'last_week' }, 'Compare must be previous_period or previous_year'],
      ['vat', { format: 'xml' }, 'Format must be one of json, csv, pdf'],
      ['general_ledger', {}, 'Ledger account'],
      ['general_ledger', { ledger_account_id: 'abc' }, 'Ledger account must be a number'],
      ['general_ledger', { ledger_account_id: shared.books.id('1100'), per_page: 0 }, ''],
      ['dashboard', { as_of: '0000-01-01' }, 'As of'],
    ];
    for (const [name, query, message] of cases) {
      const response = await shared.books.report(name, query);
      expect(response.statusCode, `${name} ${JSON.stringify(query)}: ${response.body}`).toBe(422);
      expect(response.json().error).toContain(message);
    }
  });

  it('reports need a signed-in owner', async () => {
    const response = await shared.app.inject({ method: 'GET', url: '/api/reports/trial_balance' });
    expect(response.statusCode).toBe(401);
  });
});
