import { chooseFile, click } from '@daftari/test-utils';
import { problemsByLine } from '@daftari/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CSV } from '../src/lib/csv-sample.ts';
import { fakeApi, people } from './backend.ts';
import { renderContacts } from './render.tsx';

const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv' });
const GOOD = csv(
  'contacts.csv',
  'name,email\nZawadi Mutua,zawadi@example.co.ke\nYusuf Hassan,yusuf@example.co.ke\n',
);

function importApi(hasContacts = true) {
  const api = fakeApi({ contacts: people(2), hasContacts });
  const imports: { dryRun: boolean; file: File }[] = [];
  api.handlers['POST /contacts/import'] = async ({ form, query }) => {
    const file = form?.file as File;
    const dryRun = query.get('dry_run') === 'true';
    imports.push({ dryRun, file });
    const text = await file.text();
    if (text.includes('not-an-email')) {
      return {
        status: 422,
        body: {
          error: '2 rows have errors; nothing was imported',
          details: {
            'line 10': ['Email is not a valid email address'],
            'line 3': [
              'Email is not a valid email address',
              'Enter a first name, last name, company name or email',
            ],
          },
        },
      };
    }
    if (dryRun) {
      return {
        status: 200,
        body: {
          data: {
            imported: 0,
            row_count: 2,
            preview: [
              {
                line: 2,
                full_name: 'Zawadi Mutua',
                first_name: 'Zawadi',
                last_name: 'Mutua',
                email: 'zawadi@example.co.ke',
                company_name: null,
                phone: null,
                billing_address: {
                  street: null,
                  city: 'Nairobi',
                  state: null,
                  postal_code: null,
                  country: 'Kenya',
                },
              },
              {
                line: 3,
                full_name: 'Yusuf Hassan',
                first_name: 'Yusuf',
                last_name: 'Hassan',
                email: 'yusuf@example.co.ke',
                company_name: 'Hassan & Co',
                phone: null,
                billing_address: { street: null, city: null, state: null, postal_code: null, country: null },
              },
            ],
          },
        },
      };
    }
    api.contacts.push(
      { ...people(3)[2]!, id: 50, full_name: 'Zawadi Mutua', email: 'zawadi@example.co.ke' },
      { ...people(3)[2]!, id: 51, full_name: 'Yusuf Hassan', email: 'yusuf@example.co.ke' },
    );
    api.hasContacts = true;
    return { status: 200, body: { data: { imported: 2 } } };
  };
  return { api, imports };
}

async function openDialog() {
  await click(await screen.findByRole('button', { name: 'Import' }));
  return screen.findByRole('dialog', { name: 'Import contacts' });
}

const choose = (file: File) => chooseFile(screen.getByLabelText('Choose a CSV file'), file);

describe('Import contacts', () => {
  it('describes the columns and offers a sample CSV (a local file, no network)', async () => {
    importApi();
    renderContacts();
    const dialog = await openDialog();
    for (const column of [
      'name',
      'first_name',
      'last_name',
      'company',
      'email',
      'phone',
      'street',
      'city',
      'state',
      'postal_code',
      'country',
    ]) {
      expect(within(dialog).getByText(column, { selector: 'code' })).toBeTruthy();
    }
    const sample = within(dialog).getByRole('link', { name: 'Download a sample CSV' });
    expect(sample.getAttribute('href')).toMatch(/^blob:/);
    expect(sample.getAttribute('download')).toBe('daftari-contacts-sample.csv');
    expect(SAMPLE_CSV.split('\r\n')[0]).toBe(
      'first_name,last_name,company,email,phone,street,city,state,postal_code,country',
    );
  });

  it('checks the file with a dry run and previews it, then imports it, toasts and refreshes the list', async () => {
    const { api, imports } = importApi();
    renderContacts();
    await screen.findByText('2 contacts');
    const dialog = await openDialog();
    expect(
      (within(dialog).getByRole('button', { name: 'Import contacts' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await choose(GOOD);
    expect(await within(dialog).findByText('Zawadi Mutua')).toBeTruthy();
    expect(within(dialog).getByText('Nairobi, Kenya')).toBeTruthy();
    expect(within(dialog).getByText('Hassan & Co')).toBeTruthy();
    expect(within(dialog).getByText('2 contacts ready to import.')).toBeTruthy();
    expect(imports).toHaveLength(1);
    expect(imports[0]!.dryRun).toBe(true);
    expect(imports[0]!.file.name).toBe('contacts.csv');
    expect(api.contacts).toHaveLength(2);

    await click(within(dialog).getByRole('button', { name: 'Import 2 contacts' }));
    expect(await screen.findByText('2 contacts imported')).toBeTruthy();
    expect(imports).toHaveLength(2);
    expect(imports[1]!.dryRun).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import contacts' })).toBeNull());
    expect(await screen.findByText('4 contacts')).toBeTruthy();
  });

  it('lists the problems by line from a 422 and imports nothing; a fixed file then imports', async () => {
    const { imports } = importApi();
    renderContacts();
    const dialog = await openDialog();
    await choose(csv('bad.csv', 'name,email\nZawadi,not-an-email\n'));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText('2 rows have errors; nothing was imported')).toBeTruthy();
    const lines = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Line 3: Email is not a valid email address Enter a first name, last name, company name or email',
      'Line 10: Email is not a valid email address',
    ]);
    expect(
      (within(dialog).getByRole('button', { name: 'Import contacts' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(imports.every((i) => i.dryRun)).toBe(true);

    await choose(GOOD);
    await click(await within(dialog).findByRole('button', { name: 'Import 2 contacts' }));
    expect(await screen.findByText('2 contacts imported')).toBeTruthy();
  });

  it('is offered from the empty state too', async () => {
    importApi(false);
    renderContacts();
    await click(await screen.findByRole('button', { name: 'Import contacts' }));
    expect(await screen.findByRole('dialog', { name: 'Import contacts' })).toBeTruthy();
  });

  it('sorts problems by line number', () => {
    expect(problemsByLine({ 'line 12': ['b'], 'line 2': ['a'], file: ['c'] })).toEqual([
      { line: 'Line 2', messages: ['a'] },
      { line: 'Line 12', messages: ['b'] },
      { line: 'File', messages: ['c'] },
    ]);
  });
});
