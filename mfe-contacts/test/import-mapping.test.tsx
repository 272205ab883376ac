import type { ContactImportColumn, ContactImportMapping } from '@daftari/contracts';
import { type ApiCall, chooseFile, choose as chooseOption, click, deferred } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, people } from './backend.ts';
import { renderContacts } from './render.tsx';

const WAVE = new File(
  [
    'customer_name,email,contact_first_name,phone,mobile,fax,website\n' +
      'Kamau Hardware,wanjiru@kamau.co.ke,Wanjiru,,0712 000 001,020 000 009,kamau.co.ke\n',
  ],
  'wave-customers.csv',
  { type: 'text/csv' },
);

const DETECTED: ContactImportColumn[] = [
  { column: 'customer_name', field: 'display_name' },
  { column: 'email', field: 'email' },
  { column: 'contact_first_name', field: 'first_name' },
  { column: 'phone', field: 'phone' },
  { column: 'mobile', field: 'phone' },
  { column: 'fax', field: null },
  { column: 'website', field: null },
];

const address = { street: null, city: null, state: null, postal_code: null, country: null };

/** A dry run's answer: the mapping used and the one row as it would be stored under it. */
function answerFor(mapping: ContactImportMapping | null) {
  const columns = DETECTED.map(({ column, field }) => ({
    column,
    field: mapping && column in mapping ? (mapping[column] ?? null) : field,
  }));
  const fieldOf = (column: string) => columns.find((entry) => entry.column === column)?.field;
  const company = fieldOf('customer_name') === 'display_name' ? 'Kamau Hardware' : null;
  const phone = fieldOf('fax') === 'phone' ? '020 000 009' : '0712 000 001';
  return {
    imported: 0,
    row_count: 1,
    mapping: columns,
    ignored_columns: columns.filter(({ field }) => !field).map(({ column }) => column),
    preview: [
      {
        line: 2,
        full_name: 'Wanjiru',
        first_name: 'Wanjiru',
        last_name: null,
        company_name: company,
        email: 'wanjiru@kamau.co.ke',
        phone,
        billing_address: address,
      },
    ],
  };
}

function mappingApi() {
  const api = fakeApi({ contacts: people(1), hasContacts: true });
  const calls: { dryRun: boolean; mapping: ContactImportMapping | null }[] = [];
  let hold: Promise<void> | null = null;
  api.handlers['POST /contacts/import'] = async ({ form, query }: ApiCall) => {
    const mapping =
      typeof form?.mapping === 'string' ? (JSON.parse(form.mapping) as ContactImportMapping) : null;
    const dryRun = query.get('dry_run') === 'true';
    calls.push({ dryRun, mapping });
    if (hold) await hold;
    if (mapping?.email === null) {
      const error = '1 row has errors; nothing was imported';
      return { status: 422, body: { error, details: { 'line 2': ['Enter a first name or email'] } } };
    }
    return { status: 200, body: { data: dryRun ? answerFor(mapping) : { imported: 1 } } };
  };
  return { calls, holdNext: (until: Promise<void>) => (hold = until) };
}

async function openWithFile() {
  renderContacts();
  await click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import contacts' });
  await chooseFile(screen.getByLabelText('Choose a CSV file'), WAVE);
  await within(dialog).findByText('1 contact ready to import.');
  return dialog;
}

const columnSelect = (dialog: HTMLElement, column: string) =>
  within(dialog).getByRole('combobox', { name: `Column ${column}` });

describe('Import contacts: the columns step', () => {
  it('shows how each column is read, the ignored ones folded, and the first rows as they will be stored', async () => {
    mappingApi();
    const dialog = await openWithFile();
    expect(columnSelect(dialog, 'customer_name').textContent).toContain('Display name (kept as the company)');
    expect(columnSelect(dialog, 'mobile').textContent).toContain('Phone');
    expect(columnSelect(dialog, 'fax').textContent).toContain('Ignore this column');
    expect(within(dialog).getByText('2 columns not imported')).toBeTruthy();
    expect(within(dialog).getByText('Kamau Hardware')).toBeTruthy();
    expect(within(dialog).getByText('0712 000 001')).toBeTruthy();
  });

  it('checks the file again with the whole mapping when a column changes, and imports with it', async () => {
    const { calls } = mappingApi();
    const dialog = await openWithFile();
    expect(calls).toEqual([{ dryRun: true, mapping: null }]);

    await chooseOption(columnSelect(dialog, 'customer_name'), 'Ignore this column');
    await waitFor(() => expect(within(dialog).queryByText('Kamau Hardware')).toBeNull());
    await chooseOption(columnSelect(dialog, 'fax'), 'Phone');
    expect(await within(dialog).findByText('020 000 009')).toBeTruthy();
    const expected = {
      customer_name: null,
      email: 'email',
      contact_first_name: 'first_name',
      phone: 'phone',
      mobile: 'phone',
      fax: 'phone',
      website: null,
    };
    expect(calls.at(-1)).toEqual({ dryRun: true, mapping: expected });
    // The row stays where it was: the columns detected as imported are listed first whatever is chosen.
    expect(within(dialog).getByText('2 columns not imported')).toBeTruthy();

    await click(within(dialog).getByRole('button', { name: 'Import 1 contact' }));
    expect(await screen.findByText('1 contact imported')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ dryRun: false, mapping: expected });
  });

  it('keeps the columns on screen with the errors by line, and a change back makes the file importable again', async () => {
    mappingApi();
    const dialog = await openWithFile();
    await chooseOption(columnSelect(dialog, 'email'), 'Ignore this column');
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('1 row has errors; nothing was imported')).toBeTruthy();
    expect(within(alert).getByRole('listitem').textContent).toBe('Line 2: Enter a first name or email');
    const importButton = within(dialog).getByRole('button', { name: 'Import contacts' }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);

    await chooseOption(columnSelect(dialog, 'email'), 'Email');
    expect(await within(dialog).findByRole('button', { name: 'Import 1 contact' })).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says the file is being checked while a changed mapping is checked, and Import waits for it', async () => {
    const { holdNext } = mappingApi();
    const dialog = await openWithFile();
    const release = deferred();
    holdNext(release.promise);
    await chooseOption(columnSelect(dialog, 'website'), 'Street');
    expect(await within(dialog).findByText(/Checking your file/)).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Import contacts' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    release.resolve();
    expect(await within(dialog).findByRole('button', { name: 'Import 1 contact' })).toBeTruthy();
  });

  it('says which export to take from each tool, on the empty state and in the dialog', async () => {
    fakeApi({ contacts: [], hasContacts: false });
    renderContacts();
    const region = await screen.findByRole('region', { name: 'Switch from another tool' });
    const lines = within(region)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toHaveLength(8);
    expect(lines[0]).toMatch(/^Wave: .*Wave Connect/);
    expect(lines).toContain('Xero: Contacts › All contacts (or Customers) › Export');

    await click(screen.getByRole('button', { name: 'Import contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import contacts' });
    expect(within(dialog).getByText('Switching from another tool? Which export to take')).toBeTruthy();
    expect(within(dialog).getAllByRole('listitem', { hidden: true })).toHaveLength(8);
  });
});
