import type { OpenInvoiceImportColumn, OpenInvoiceImportMapping } from '@daftari/contracts';
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
import { InvoiceListPage } from '../src/routes/InvoiceListPage.tsx';
import { invoiceList } from './fixtures.ts';

const QUICKBOOKS = new File(
  [
    'Date,Transaction Type,Num,Customer,Due Date,Amount,Open Balance\n02/10/2026,Invoice,1001,Amani Traders,01/11/2026,"11,600.00","10,000.00"\n',
  ],
  'quickbooks-open-invoices.csv',
  { type: 'text/csv' },
);

const DETECTED: OpenInvoiceImportColumn[] = [
  { column: 'Date', field: 'invoice_date' },
  { column: 'Transaction Type', field: null },
  { column: 'Num', field: 'invoice_number' },
  { column: 'Customer', field: 'customer_name' },
  { column: 'Due Date', field: 'due_date' },
  { column: 'Amount', field: 'total' },
  { column: 'Open Balance', field: 'balance_due' },
];

interface Call {
  dryRun: boolean;
  date: string | null;
  mapping: OpenInvoiceImportMapping | null;
}

/** The API of the invoice list with an import that answers a dry run with the mapping it used. */
function openInvoicesApi() {
  const calls: Call[] = [];
  mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /invoices': () => ({ body: invoiceList([]) }),
    'GET /mpesa/unmatched': () => ({
      body: { data: [], meta: { total_count: 0, current_page: 1, total_pages: 0, per_page: 1 } },
    }),
    'POST /invoices/import_open': ({ form, query }: ApiCall) => {
      const mapping =
        typeof form?.mapping === 'string' ? (JSON.parse(form.mapping) as OpenInvoiceImportMapping) : null;
      const dryRun = query.get('dry_run') === 'true';
      calls.push({ dryRun, date: query.get('date'), mapping });
      const columns = DETECTED.map(({ column, field }) => ({
        column,
        field: mapping && column in mapping ? (mapping[column] ?? null) : field,
      }));
      if (columns.find((entry) => entry.column === 'Customer')?.field !== 'customer_name') {
        const error = '1 row has errors; nothing was imported';
        return { status: 422, body: { error, details: { 'line 2': ['Customer is missing'] } } };
      }
      const summary = { already_paid: 0, switching_date: '2026-11-30', total_balance: 10000 };
      if (!dryRun) return { body: { data: { imported: 1, ...summary } } };
      const row = {
        line: 2,
        invoice_number: '1001',
        customer_name: 'Amani Traders',
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
  return calls;
}

async function openWithFile() {
  renderPage(<InvoiceListPage />, { route: '/work/invoicing/', path: '/work/invoicing/' });
  await click(await screen.findByRole('button', { name: 'Import open invoices' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import open invoices' });
  expect(within(dialog).getByRole('list', { name: 'Which export to take from each tool' })).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('Switching date'), { target: { value: '2026-11-30' } });
  await chooseFile(screen.getByLabelText('Choose a CSV file'), QUICKBOOKS);
  await within(dialog).findByText(/1 open invoice ready to import/);
  return dialog;
}

const columnSelect = (dialog: HTMLElement, column: string) =>
  within(dialog).getByRole('combobox', { name: `Column ${column}` });

describe('Invoices: import open invoices from another tool', () => {
  it('checks the file on the switching date, shows how each column is read and the balances, then imports', async () => {
    const calls = openInvoicesApi();
    const dialog = await openWithFile();
    expect(calls).toEqual([{ dryRun: true, date: '2026-11-30', mapping: null }]);
    expect(columnSelect(dialog, 'Num').textContent).toContain('Invoice number');
    expect(columnSelect(dialog, 'Open Balance').textContent).toContain('Balance due');
    expect(columnSelect(dialog, 'Transaction Type').textContent).toContain('Ignore this column');
    const row = within(dialog).getByText('Amani Traders').closest('tr')!;
    expect(within(row).getByText('1001')).toBeTruthy();
    expect(row.textContent).toMatch(/10,000\.00/);

    await click(within(dialog).getByRole('button', { name: 'Import 1 open invoice' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ dryRun: false, date: '2026-11-30', mapping: null }));
  });

  it('re-checks with the owner’s mapping and lists the problems by line, importing nothing', async () => {
    const calls = openInvoicesApi();
    const dialog = await openWithFile();
    await chooseOption(columnSelect(dialog, 'Customer'), 'Ignore this column');
    const problems = await within(dialog).findByRole('list', { name: 'Problems by line' });
    expect(problems.textContent).toContain('Line 2: Customer is missing');
    expect(calls.at(-1)?.mapping).toMatchObject({ Customer: null, Num: 'invoice_number' });
    expect(calls.every(({ dryRun }) => dryRun)).toBe(true);
  });
});
