import { ledgerAccountKeys } from '@daftari/api-client';
import {
  type ApiCall,
  choose,
  chooseFile,
  click,
  deferred,
  fileOf,
  location,
  mockApi,
  renderPage,
  settle,
  type,
  user,
} from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpenseFormPage } from '../src/routes/ExpenseFormPage.tsx';
import { expense, extraction, ledgerAccounts } from './fixtures.ts';

const FIELD_LABELS = [
  'Type',
  'Account',
  'Dated',
  'Total Value (KES)',
  'VAT',
  'Description',
  'Receipt reference',
];

function api(extra: Parameters<typeof mockApi>[0] = {}, currency = 'KES') {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user({ currency }) } }),
    'GET /ledger_accounts': () => ({ body: { data: ledgerAccounts } }),
    'GET /expenses/defaults': () => ({ body: { data: { paid_from_account_id: 31 } } }),
    'POST /expenses/extract_from_receipt': () => ({ body: { data: extraction() } }),
    'POST /expenses': () => ({ status: 201, body: { data: expense({ id: 9 }) } }),
    'GET /expenses/5': () => ({ body: { data: expense() } }),
    'PUT /expenses/5': () => ({ body: { data: expense() } }),
    ...extra,
  });
}

async function renderCreate() {
  const result = renderPage(<ExpenseFormPage />, { route: '/expenses/create', path: '/expenses/create' });
  await screen.findByRole('heading', { level: 1, name: 'New Expense' });
  await settle();
  return result;
}

async function renderEdit() {
  const result = renderPage(<ExpenseFormPage />, {
    route: '/expenses/5/edit',
    path: '/expenses/:expenseId/edit',
  });
  await screen.findByRole('heading', { level: 1, name: 'Edit Expense' });
  await screen.findByRole('button', { name: 'Update Expense' });
  await settle();
  return result;
}

const fileInput = () =>
  screen.getByLabelText(/^Attachment/, { selector: 'input[type=file]' }) as HTMLInputElement;
const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const receipt = () => fileOf('receipt.jpg', 'image/jpeg');
const manual = () => click(screen.getByRole('button', { name: 'Manual Entry' }));
const accountTrigger = () => screen.getByRole('button', { name: /^Account/ });
const fieldOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('[data-part=root]')!;

async function pickAccount(name: string) {
  await click(accountTrigger());
  // The accounts may still be on their way.
  await click(await screen.findByRole('option', { name }));
}

async function fillRequired() {
  await pickAccount('Office Supplies');
  await type(input(/^Dated/), '2026-03-01');
  await type(input(/^Total Value/), '1250.50');
  await type(input(/^Description/), 'Printer paper');
}

describe('Expense form: modes', () => {
  it('starts in AI-Assisted Extraction with the details hidden; Manual Entry shows them all', async () => {
    api();
    await renderCreate();
    expect(screen.getByRole('button', { name: 'AI-Assisted Extraction' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    for (const title of ['Attachment', 'Expense details', 'Recurring Options']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(screen.getByText('Maximum file size is 5MB.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Dated/)).toBeNull();
    expect(screen.queryByLabelText(/^Description/)).toBeNull();
    await manual();
    expect(screen.getByRole('button', { name: 'Manual Entry' }).getAttribute('aria-pressed')).toBe('true');
    for (const label of FIELD_LABELS) expect(screen.getByText(label, { selector: 'label' })).toBeTruthy();
  });

  it('defaults: type Payment, VAT Auto, no recurrence, and the three buttons of create mode', async () => {
    api();
    await renderCreate();
    await manual();
    expect(screen.getByRole('combobox', { name: /^Type/ }).textContent).toContain('Payment');
    expect(screen.getByRole('combobox', { name: /^VAT/ }).textContent).toContain('Auto');
    expect(screen.getByRole('combobox', { name: /^Recurrence/ }).textContent).toContain(
      '-- Does Not Recur --',
    );
    expect(input(/^Total Value/).step).toBe('0.01');
    expect(input(/^Dated/).type).toBe('date');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/expenses');
    expect(screen.getByRole('button', { name: 'Create and Add Another' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create New Expense' })).toBeTruthy();
  });

  it("labels the total with the account's currency", async () => {
    api({}, 'USD');
    await renderCreate();
    await manual();
    expect(await screen.findByText('Total Value (USD)', { selector: 'label' })).toBeTruthy();
  });
});

describe('Expense form: validation', () => {
  it("shows the spec's required messages and sends nothing", async () => {
    const { of } = api();
    await renderCreate();
    await manual();
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await settle();
    for (const message of [
      'Account is required.',
      'Dated is required.',
      'Total Value is required.',
      'Description is required.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(of('POST', '/expenses')).toHaveLength(0);
  });

  it('reveals the hidden details in AI mode when submitting before any extraction', async () => {
    api();
    await renderCreate();
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await settle();
    expect(screen.getByText('Description is required.')).toBeTruthy();
  });
});

describe('Expense form: account picker', () => {
  it("lists only expense accounts, searches by name, and says 'No account found.'", async () => {
    const { of } = api();
    const { queryClient } = await renderCreate();
    await manual();
    await click(accountTrigger());
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(names).toEqual(['Fuel', 'Office Supplies', 'Rent']);
    const search = screen.getByPlaceholderText('Search accounts...');
    await type(search, 'off');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Office Supplies']);
    await type(search, '6100');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No account found.')).toBeTruthy();
    expect(queryClient.getQueryData(ledgerAccountKeys.list({}))).toEqual(ledgerAccounts);
    // Once for the chart; the money accounts paid from are asked for on their own (`type=asset`).
    expect(of('GET', '/ledger_accounts').filter((call) => !call.query.has('type'))).toHaveLength(1);
  });
});

describe('Expense form: attachment', () => {
  it('refuses a file over 5MB before sending it anywhere', async () => {
    const { calls } = api();
    await renderCreate();
    const before = calls.length;
    await chooseFile(fileInput(), fileOf('scan.pdf', 'application/pdf', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('scan.pdf is larger than 5MB. Choose a smaller file.')).toBeTruthy();
    expect(calls.length).toBe(before);
    expect(screen.queryByText('Extracting data from your receipt...')).toBeNull();
  });

  it('refuses a file that is neither an image nor a PDF', async () => {
    const { of } = api();
    await renderCreate();
    await chooseFile(fileInput(), fileOf('notes.txt', 'text/plain'));
    expect(screen.getByText(/notes\.txt is not an image or a PDF/)).toBeTruthy();
    expect(of('POST', '/expenses/extract_from_receipt')).toHaveLength(0);
  });
});

describe('Expense form: extraction', () => {
  it('extracts, fills the fields with Detected tags and the AI suggestion until changed', async () => {
    const hold = deferred();
    const { of } = api({
      'POST /expenses/extract_from_receipt': () => ({ body: { data: extraction() }, delay: hold.promise }),
    });
    await renderCreate();
    await chooseFile(fileInput(), receipt());
    expect(await screen.findByText('Extracting data from your receipt...')).toBeTruthy();
    expect(screen.getByText('This will only take a moment')).toBeTruthy();
    expect(fileInput().disabled).toBe(true);
    expect(screen.getByTestId('attachment-dropzone').hasAttribute('data-extracting')).toBe(true);
    expect(screen.queryByLabelText(/^Dated/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Create New Expense' }).hasAttribute('disabled')).toBe(true);

    hold.resolve();
    // 'Extracting...' shows as soon as the file is chosen, before the request has gone out.
    await waitFor(() => expect(of('POST', '/expenses/extract_from_receipt')).toHaveLength(1));
    const sent = of('POST', '/expenses/extract_from_receipt');
    expect(sent).toHaveLength(1);
    expect(Object.keys(sent[0]!.form!)).toEqual(['receipt']);
    expect((sent[0]!.form!.receipt as File).name).toBe('receipt.jpg');

    await waitFor(() => expect(screen.queryByText('Extracting data from your receipt...')).toBeNull());
    expect(fileInput().disabled).toBe(false);
    expect(input(/^Dated/).value).toBe('2026-03-14');
    expect(input(/^Total Value/).value).toBe('7480.00');
    expect(input(/^Description/).value).toBe('Fuel for the delivery van');
    expect(input(/^Receipt reference/).value).toBe('RCPT-8841');
    expect(input(/^Attachment description/).value).toBe('Total Energies receipt');
    // Named once the accounts have come.
    await waitFor(() => expect(accountTrigger().textContent).toContain('Fuel'));
    expect(screen.getByRole('combobox', { name: /^VAT/ }).textContent).toContain('Standard');
    for (const label of [
      'Account',
      'Dated',
      'Total Value (KES)',
      'VAT',
      'Description',
      'Receipt reference',
      'Attachment description',
    ]) {
      expect(within(fieldOf(label) as HTMLElement).queryByText('Detected'), label).toBeTruthy();
    }
    expect(within(fieldOf('Type') as HTMLElement).queryByText('Detected')).toBeNull();
    expect(screen.getByText('Suggested by AI. You can change this if needed.')).toBeTruthy();

    // Editing a detected field drops its tag; the others keep theirs.
    await type(input(/^Description/), 'Diesel for the van');
    expect(within(fieldOf('Description') as HTMLElement).queryByText('Detected')).toBeNull();
    expect(within(fieldOf('Dated') as HTMLElement).queryByText('Detected')).toBeTruthy();

    await pickAccount('Rent');
    expect(screen.queryByText('Suggested by AI. You can change this if needed.')).toBeNull();
    expect(within(fieldOf('Account') as HTMLElement).queryByText('Detected')).toBeNull();

    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(1));
    const form = of('POST', '/expenses')[0]!.form!;
    expect(form).toMatchObject({
      ledger_account_id: '13',
      description: 'Diesel for the van',
      dated: '2026-03-14',
      totalValue: '7480.00',
      vat: 'Standard',
      merchantName: 'TotalEnergies Westlands',
    });
    expect((form.attachmentFile as File).name).toBe('receipt.jpg');
  });

  it('reads ISO and generic dates too, and fills only empty fields', async () => {
    let date = '2026-01-31T10:00:00Z';
    api({
      'POST /expenses/extract_from_receipt': () => ({
        body: { data: extraction({ metadata: { date, transaction_number: null } }) },
      }),
    });
    await renderCreate();
    await manual();
    await type(input(/^Description/), 'My own words');
    await click(screen.getByRole('button', { name: 'AI-Assisted Extraction' }));
    await chooseFile(fileInput(), receipt());
    await waitFor(() => expect(input(/^Dated/).value).toBe('2026-01-31'));
    expect(input(/^Description/).value).toBe('My own words');
    expect(within(fieldOf('Description') as HTMLElement).queryByText('Detected')).toBeNull();
    expect(input(/^Receipt reference/).value).toBe('');

    date = 'Feb 3, 2026';
    await chooseFile(fileInput(), fileOf('second.png', 'image/png'));
    await waitFor(() => expect(input(/^Dated/).value).toBe('2026-02-03'));
  });

  it('hides the details again while a newly chosen file is read', async () => {
    let hold = deferred();
    api({
      'POST /expenses/extract_from_receipt': () => ({ body: { data: extraction() }, delay: hold.promise }),
    });
    await renderCreate();
    hold.resolve();
    await chooseFile(fileInput(), receipt());
    await waitFor(() => expect(input(/^Dated/)).toBeTruthy());
    hold = deferred();
    await chooseFile(fileInput(), fileOf('other.pdf', 'application/pdf'));
    expect(screen.queryByLabelText(/^Dated/)).toBeNull();
    expect(await screen.findByText('Extracting data from your receipt...')).toBeTruthy();
    hold.resolve();
    await waitFor(() => expect(input(/^Dated/).value).toBe('2026-03-14'));
  });

  it('on failure toasts the reason and opens the fields for manual entry', async () => {
    api({
      'POST /expenses/extract_from_receipt': () => ({
        status: 422,
        body: { error: 'The receipt is unreadable.' },
      }),
    });
    await renderCreate();
    await chooseFile(fileInput(), receipt());
    await settle();
    expect(await screen.findByText('Could not extract data from your receipt')).toBeTruthy();
    expect(screen.getByText(/The receipt is unreadable\./)).toBeTruthy();
    expect(input(/^Dated/).value).toBe('');
    expect(screen.queryByText('Detected')).toBeNull();
  });

  it('does not extract in Manual Entry', async () => {
    const { of } = api();
    await renderCreate();
    await manual();
    await chooseFile(fileInput(), receipt());
    await settle();
    expect(of('POST', '/expenses/extract_from_receipt')).toHaveLength(0);
  });
});

describe('Expense form: submit', () => {
  it('sends the fields and the first file as multipart, toasts and goes to /expenses', async () => {
    const { of } = api();
    await renderCreate();
    await manual();
    const file = fileOf('receipt.pdf', 'application/pdf');
    await chooseFile(fileInput(), file);
    await type(input(/^Attachment description/), 'Stationery receipt');
    await fillRequired();
    await type(input(/^Receipt reference/), 'TBC-99');
    await choose(screen.getByRole('combobox', { name: /^VAT/ }), 'Exempt');
    await choose(screen.getByRole('combobox', { name: /^Recurrence/ }), 'Monthly');
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(1));
    const [call] = of('POST', '/expenses') as [ApiCall];
    const { attachmentFile, ...text } = call.form!;
    expect(text).toEqual({
      expenseType: 'Payment',
      ledger_account_id: '12',
      paid_from_account_id: '31',
      dated: '2026-03-01',
      totalValue: '1250.50',
      vat: 'Exempt',
      description: 'Printer paper',
      receiptReference: 'TBC-99',
      attachmentDescription: 'Stationery receipt',
      recurrence: 'Monthly',
      merchantName: '',
    });
    expect((attachmentFile as File).name).toBe('receipt.pdf');
    expect(await screen.findByText('Expense created')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/expenses'));
  });

  it('offers zero-rated, exempt and outside VAT apart, and sends each as its own VAT option', async () => {
    const { of } = api();
    await renderCreate();
    await manual();
    await fillRequired();
    const vat = () => screen.getByRole('combobox', { name: /^VAT/ });
    await click(vat());
    const listbox = screen
      .getAllByRole('listbox')
      .find((element) => within(element).queryByRole('option', { name: 'Auto' }));
    expect(
      within(listbox!)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Auto', 'Standard', 'Exempt', 'Zero-rated', 'Outside VAT']);
    await click(within(listbox!).getByRole('option', { name: 'Zero-rated' }));
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(1));
    expect(of('POST', '/expenses')[0]!.form!.vat).toBe('Zero');
  });

  it("sends '-- Does Not Recur --' and no file part when none is chosen", async () => {
    const { of } = api();
    await renderCreate();
    await manual();
    await fillRequired();
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(1));
    const form = of('POST', '/expenses')[0]!.form!;
    expect(form.recurrence).toBe('-- Does Not Recur --');
    expect('attachmentFile' in form).toBe(false);
  });

  it("reads 'Creating...' while saving, and toasts the server's message on failure", async () => {
    const hold = deferred();
    api({
      'POST /expenses': () => ({
        status: 422,
        body: { error: 'Dated is in a closed period' },
        delay: hold.promise,
      }),
    });
    await renderCreate();
    await manual();
    await fillRequired();
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeTruthy();
    hold.resolve();
    expect(await screen.findByText('Failed to create expense')).toBeTruthy();
    expect(screen.getByText('Dated is in a closed period')).toBeTruthy();
    expect(location()).toBe('/expenses/create');
  });

  it('Create and Add Another saves, stays, and starts a fresh form', async () => {
    const { of } = api();
    await renderCreate();
    await manual();
    await chooseFile(fileInput(), fileOf('a.pdf', 'application/pdf'));
    await fillRequired();
    await click(screen.getByRole('button', { name: 'Create and Add Another' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(1));
    expect(await screen.findByText('Expense created')).toBeTruthy();
    expect(location()).toBe('/expenses/create');
    // The form starts again once the answer is back.
    await waitFor(() => expect(input(/^Description/).value).toBe(''));
    expect(input(/^Dated/).value).toBe('');
    expect(accountTrigger().textContent).toContain('Select an account...');
    expect(fileInput().files?.length ?? 0).toBe(0);
    await fillRequired();
    await click(screen.getByRole('button', { name: 'Create and Add Another' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(2));
    expect('attachmentFile' in of('POST', '/expenses')[1]!.form!).toBe(false);
  });
});

describe('Expense form: edit mode', () => {
  it('loads the expense into the form and PUTs the changes', async () => {
    const hold = deferred();
    const { of } = api({ 'PUT /expenses/5': () => ({ body: { data: expense() }, delay: hold.promise }) });
    await renderEdit();
    expect(screen.queryByRole('button', { name: 'Create and Add Another' })).toBeNull();
    expect(input(/^Description/).value).toBe('Printer paper and toner');
    expect(input(/^Dated/).value).toBe('2026-02-10');
    expect(input(/^Total Value/).value).toBe('2320.00');
    // Named once the accounts have come.
    await waitFor(() => expect(accountTrigger().textContent).toContain('Office Supplies'));
    expect(screen.getByRole('combobox', { name: /^Recurrence/ }).textContent).toContain('Monthly');
    expect(screen.getByText(/Attached: toner\.pdf/)).toBeTruthy();
    await type(input(/^Total Value/), '2500');
    await click(screen.getByRole('button', { name: 'Update Expense' }));
    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeTruthy();
    hold.resolve();
    await waitFor(() => expect(of('PUT', '/expenses/5')).toHaveLength(1));
    const form = of('PUT', '/expenses/5')[0]!.form!;
    expect(form.totalValue).toBe('2500');
    expect(form.ledger_account_id).toBe('12');
    expect(form.recurrence).toBe('Monthly');
    expect(await screen.findByText('Expense updated')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/expenses'));
  });

  it("toasts 'Failed to update expense' with the server's message", async () => {
    api({ 'PUT /expenses/5': () => ({ status: 422, body: { error: 'Account is archived' } }) });
    await renderEdit();
    await click(screen.getByRole('button', { name: 'Update Expense' }));
    expect(await screen.findByText('Failed to update expense')).toBeTruthy();
    expect(screen.getByText('Account is archived')).toBeTruthy();
  });

  it('says when the expense does not exist', async () => {
    api({ 'GET /expenses/5': () => ({ status: 404, body: { error: 'Not found' } }) });
    renderPage(<ExpenseFormPage />, { route: '/expenses/5/edit', path: '/expenses/:expenseId/edit' });
    expect(await screen.findByText('Expense Not Found')).toBeTruthy();
  });

  it('says why the expense could not be loaded and loads it again on Try again', async () => {
    let failures = 1;
    const mocked = api({
      'GET /expenses/5': () =>
        failures-- > 0
          ? { status: 500, body: { error: 'Database unavailable' } }
          : { body: { data: expense() } },
    });
    renderPage(<ExpenseFormPage />, { route: '/expenses/5/edit', path: '/expenses/:expenseId/edit' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Database unavailable');
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Update Expense' })).toBeTruthy();
    expect(mocked.of('GET', '/expenses/5')).toHaveLength(2);
  });
});
