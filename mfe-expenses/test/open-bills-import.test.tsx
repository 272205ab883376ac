import type { OpenBillImportColumn, OpenBillImportMapping } from '@daftari/contracts';
import {
  type ApiCall,
  chooseFile,
  choose as chooseOption,
  click,
  mockApi,
  renderPage,
  user,
} from '@daftari/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillListPage } from '../src/routes/bills/BillListPage.tsx';
import { billList } from './bill-fixtures.ts';

const QUICKBOOKS = new File(
  [
    'Date,Transaction Type,Num,Vendor,Due Date,Amount,Open Balance\n02/10/2026,Bill,KAS-2210,Kilimo Agro Supplies,01/11/2026,"11,600.00","10,000.00"\n',
  ],
  'quickbooks-unpaid-bills.csv',
  { type: 'text/csv' },
);

const DETECTED: OpenBillImportColumn[] = [
  { column: 'Date', field: 'bill_date' },
  { column: 'Transaction Type', field: null },
  { column: 'Num', field: 'bill_number' },
  { column: 'Vendor', field: 'supplier_name' },
  { column: 'Due Date', field: 'due_date' },
  { column: 'Amount', field: 'total' },
  { column: 'Open Balance', field: 'balance_due' },
];

interface Call {
  dryRun: boolean;
  date: string | null;
  mapping: OpenBillImportMapping | null;
}

/** The API of a first visit to the bill list, with an import that answers a dry run with the mapping it used. */
function openBillsApi() {
  const calls: Call[] = [];
  const api = mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /bills': () => ({ body: billList([]) }),
    'POST /bills/import_open': ({ form, query }: ApiCall) => {
      const mapping =
        typeof form?.mapping === 'string' ? (JSON.parse(form.mapping) as OpenBillImportMapping) : null;
      const dryRun = query.get('dry_run') === 'true';
      calls.push({ dryRun, date: query.get('date'), mapping });
      const columns = DETECTED.map(({ column, field }) => ({
        column,
        field: mapping && column in mapping ? (mapping[column] ?? null) : field,
      }));
      if (columns.find((entry) => entry.column === 'Vendor')?.field !== 'supplier_name') {
        const error = '1 row has errors; nothing was imported';
        return { status: 422, body: { error, details: { 'line 2': ['Supplier is missing'] } } };
      }
      const summary = { already_paid: 0, switching_date: '2026-11-30', total_balance: 10000 };
      if (!dryRun) return { body: { data: { imported: 1, ...summary } } };
      const row = {
        line: 2,
        bill_number: 'KAS-2210',
        supplier_name: 'Kilimo Agro Supplies',
        contact_id: 7,
        issue_date: '2026-10-02',
        due_date: '2026-11-01',
        total: 11600,
        amount_paid: 1600,
        balance: 10000,
      };
      return {
        body: {
          data: {
            imported: 0,
            row_count: 1,
            mapping: columns,
            ignored_columns: columns.filter(({ field }) => !field).map(({ column }) => column),
            preview: [row],
            ...summary,
          },
        },
      };
    },
  });
  return { calls, api };
}

async function openWithFile() {
  renderPage(<BillListPage />, { route: '/bills', path: '/bills' });
  await click(await screen.findByRole('button', { name: 'Import open bills' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import open bills' });
  expect(
    within(dialog).getByRole('list', { name: 'Which export to take from each tool' }).textContent,
  ).toContain('Unpaid Bills report');
  fireEvent.change(within(dialog).getByLabelText('Switching date'), { target: { value: '2026-11-30' } });
  await chooseFile(screen.getByLabelText('Choose a CSV file'), QUICKBOOKS);
  await within(dialog).findByText(/1 open bill ready to import/);
  return dialog;
}

const columnSelect = (dialog: HTMLElement, column: string) =>
  within(dialog).getByRole('combobox', { name: `Column ${column}` });

describe('Bills: import open bills from another tool', () => {
  it('checks the file on the switching date, shows how each column is read and the balances, then imports', async () => {
    const { calls, api } = openBillsApi();
    const dialog = await openWithFile();
    expect(calls).toEqual([{ dryRun: true, date: '2026-11-30', mapping: null }]);
    expect(columnSelect(dialog, 'Num').textContent).toContain('Bill number');
    expect(columnSelect(dialog, 'Open Balance').textContent).toContain('Balance due');
    expect(columnSelect(dialog, 'Transaction Type').textContent).toContain('Ignore this column');
    const row = within(dialog).getByText('Kilimo Agro Supplies').closest('tr')!;
    expect(within(row).getByText('KAS-2210')).toBeTruthy();
    expect(row.textContent).toMatch(/10,000\.00/);

    const listed = api.of('GET', '/bills').length;
    await click(within(dialog).getByRole('button', { name: 'Import 1 open bill' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ dryRun: false, date: '2026-11-30', mapping: null }));
    await waitFor(() => expect(api.of('GET', '/bills').length).toBeGreaterThan(listed));
  });

  it('re-checks with the owner’s mapping and lists the problems by line, importing nothing', async () => {
    const { calls } = openBillsApi();
    const dialog = await openWithFile();
    await chooseOption(columnSelect(dialog, 'Vendor'), 'Ignore this column');
    const problems = await within(dialog).findByRole('list', { name: 'Problems by line' });
    expect(problems.textContent).toContain('Line 2: Supplier is missing');
    expect(calls.at(-1)?.mapping).toMatchObject({ Vendor: null, Num: 'bill_number' });
    expect(calls.every(({ dryRun }) => dryRun)).toBe(true);
  });
});
