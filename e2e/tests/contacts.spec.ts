import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { createContacts, importCsv, sampleContacts, screenshot } from '../support/contacts.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Contacts' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const countLabel = (page: Page) => page.getByTestId('contacts-count');
const letter = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by first letter' }).getByRole('button', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1360, height: 860 });
});

test('an owner without contacts sees the pitch, the help and the way in', async ({ page }, testInfo) => {
  await signUp(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contacts', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(page.getByText('All your customers and suppliers at a glance')).toBeVisible();
  await expect(page.getByText('Quickly spot your best and worst customers')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create your first contact' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import contacts' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Contact' })).toHaveAttribute('href', '/contacts/create');
  await expect(page.getByPlaceholder('Search by name...')).toHaveCount(0);
  await screenshot(page, testInfo, 'contacts-empty-state');

  await page.getByRole('link', { name: 'Learn more about contacts' }).click();
  await expect(page).toHaveURL('/contacts?help=contacts');
  const help = page.getByRole('dialog', { name: 'About contacts' });
  await expect(help.getByText('What a contact holds')).toBeVisible();
  await screenshot(page, testInfo, 'contacts-help', false);
  await help.getByRole('button', { name: 'Done' }).click();
  await expect(help).toBeHidden();
  await expect(page).toHaveURL('/contacts');

  await page.getByRole('button', { name: 'Create your first contact' }).click();
  await expect(page).toHaveURL('/contacts/create');
});

test('an owner creates a contact through the form, errors first', async ({ page }, testInfo) => {
  await signUp(page);
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Create your first contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New contact' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Contact' }).click();
  await expect(page.getByText('Enter a first name, last name, company name or email')).toBeVisible();
  await page.getByLabel('Email').fill('amina@otieno');
  await page.getByRole('button', { name: 'Create Contact' }).click();
  await expect(page.getByText('Email is not a valid email address')).toBeVisible();
  await screenshot(page, testInfo, 'contact-form-errors');

  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill('Otieno');
  await page.getByLabel('Company').fill('Otieno Hardware');
  await page.getByLabel('Email').fill('amina@otieno.co.ke');
  await page.getByLabel('Phone').fill('+254 712 345 678');
  await page.getByLabel('Street').fill('12 Moi Avenue');
  await page.getByLabel('City').fill('Nairobi');
  await page.getByLabel('Postal code').fill('00100');
  await page.getByLabel('Country').fill('Kenya');
  // The KRA PIN, by the API's own rule: refused with its message before anything is sent.
  await page.getByLabel('KRA PIN').fill('P05123456');
  await page.getByRole('button', { name: 'Create Contact' }).click();
  await expect(
    page.getByText('KRA PIN must be a letter, nine digits and a letter, e.g. P051234567X'),
  ).toBeVisible();
  await page.getByLabel('KRA PIN').fill('p051234567x');
  await screenshot(page, testInfo, 'contact-form-kra-pin');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByLabel('KRA PIN').scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'contact-form-kra-pin-360', false);
  await page.setViewportSize({ width: 1360, height: 860 });
  await page.getByRole('button', { name: 'Create Contact' }).click();

  await expect(page.getByText('Contact created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/contacts\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.getByRole('heading', { level: 1, name: 'Amina Otieno' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'amina@otieno.co.ke' })).toHaveAttribute(
    'href',
    'mailto:amina@otieno.co.ke',
  );
  await expect(page.getByRole('link', { name: 'New invoice' }).first()).toHaveAttribute(
    'href',
    `/work/invoicing/create?contactId=${id}`,
  );
  await expect(page.getByText('No invoices yet')).toBeVisible();
  await expect(page.getByText('P051234567X')).toBeVisible();
  await screenshot(page, testInfo, 'contact-detail');

  // The list now shows the contact instead of the empty state (has_contacts was refreshed).
  await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
  await expect(page).toHaveURL('/contacts');
  await expect(countLabel(page)).toHaveText('1 contact');
  const row = bodyRows(page).filter({ hasText: 'Amina Otieno' });
  await expect(row).toContainText('amina@otieno.co.ke');
  await expect(row).toContainText('12 Moi Avenue, Nairobi, 00100, Kenya');
  await expect(page.getByText('0 of 1 row(s) selected.')).toBeVisible();
});

test('an owner finds contacts by search and by letter', async ({ page }) => {
  await signUp(page);
  await createContacts(page, [
    {
      first_name: 'Amina',
      last_name: 'Otieno',
      email: 'amina@otieno.co.ke',
      company_name: 'Otieno Hardware',
    },
    { first_name: 'Brian', last_name: 'Kamau', email: 'brian@kamau.co.ke' },
    {
      first_name: 'Beatrice',
      last_name: 'Wanjiru',
      email: 'bea@wanjiru.co.ke',
      company_name: 'Savannah Supplies',
    },
    { company_name: 'Zuri Bakery', email: 'orders@zuri.co.ke' },
  ]);
  await page.goto('/contacts');
  await expect(countLabel(page)).toHaveText('4 contacts');

  await page.getByPlaceholder('Search by name...').fill('wanj');
  await expect(page).toHaveURL('/contacts?search=wanj');
  await expect(countLabel(page)).toHaveText('1 contact');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('Beatrice Wanjiru');

  // Search matches the company too.
  await page.getByPlaceholder('Search by name...').fill('hardware');
  await expect(bodyRows(page).first()).toContainText('Amina Otieno');
  await expect(countLabel(page)).toHaveText('1 contact');

  await page.getByPlaceholder('Search by name...').fill('nobody at all');
  await expect(page.getByText('No contacts found.')).toBeVisible();
  await page.getByPlaceholder('Search by name...').fill('');
  await expect(countLabel(page)).toHaveText('4 contacts');

  await letter(page, 'B').click();
  await expect(letter(page, 'B')).toHaveAttribute('aria-pressed', 'true');
  await expect(countLabel(page)).toHaveText('2 contacts');
  await expect(bodyRows(page)).toHaveText([/Beatrice Wanjiru/, /Brian Kamau/]);

  // A contact with only a company is filed under the company's letter.
  await letter(page, 'Z').click();
  await expect(bodyRows(page)).toHaveText([/Zuri Bakery/]);

  // Refresh keeps the filter; All clears it.
  await page.reload();
  await expect(letter(page, 'Z')).toHaveAttribute('aria-pressed', 'true');
  await expect(countLabel(page)).toHaveText('1 contact');
  await letter(page, 'All').click();
  await expect(countLabel(page)).toHaveText('4 contacts');
  await expect(page).toHaveURL('/contacts');
});

test('an owner pages through 31 contacts, 10 at a time', async ({ page }, testInfo) => {
  await signUp(page);
  await createContacts(page, [
    {
      first_name: 'Amina',
      last_name: 'Otieno',
      email: 'amina@otieno.co.ke',
      company_name: 'Otieno Hardware',
    },
    ...sampleContacts(30),
  ]);

  // The loading state: 5 skeleton rows while the list is on its way.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/contacts?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contacts');
  await expect(table(page).locator('tbody tr[data-skeleton]')).toHaveCount(5);
  await screenshot(page, testInfo, 'contacts-loading');
  const answered = page.waitForResponse('**/api/contacts?**');
  release();
  await answered;
  await page.unroute('**/api/contacts?**');

  await expect(countLabel(page)).toHaveText('31 contacts');
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByText('Page 1 of 4')).toBeVisible();
  await expect(page.getByText('0 of 10 row(s) selected.')).toBeVisible();
  await screenshot(page, testInfo, 'contacts-list');

  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  // Selection: by row, the whole page, and cleared by paging.
  // Ark draws the box over its (visually hidden) input: the click lands on the drawn box.
  await page.getByRole('checkbox', { name: 'Select Amina Otieno' }).check({ force: true });
  await expect(page.getByText('1 of 10 row(s) selected.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check({ force: true });
  await expect(page.getByText('10 of 10 row(s) selected.')).toBeVisible();

  await next.click();
  await expect(page).toHaveURL('/contacts?page=2');
  await expect(page.getByText('Page 2 of 4')).toBeVisible();
  await expect(page.getByText('0 of 10 row(s) selected.')).toBeVisible();
  await expect(previous).toBeEnabled();
  await next.click();
  await next.click();
  await expect(page.getByText('Page 4 of 4')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(next).toBeDisabled();
  await expect(page.getByText('0 of 1 row(s) selected.')).toBeVisible();

  // Refresh keeps the page.
  await page.reload();
  await expect(page.getByText('Page 4 of 4')).toBeVisible();
  await previous.click();
  await expect(page.getByText('Page 3 of 4')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);

  // A larger page goes back to page 1.
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '25' }).click();
  await expect(page).toHaveURL('/contacts?per_page=25');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(25);
  await expect(countLabel(page)).toHaveText('31 contacts');
});

test('an owner edits a contact from the list', async ({ page }) => {
  await signUp(page);
  const [id] = await createContacts(page, [
    { first_name: 'Brian', last_name: 'Kamau', email: 'brian@kamau.co.ke', phone: '+254 733 111 222' },
  ]);
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Edit Brian Kamau' }).click();
  await expect(page).toHaveURL(`/contacts/${id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit contact' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('brian@kamau.co.ke');

  await page.getByLabel('Company').fill('Kamau Logistics');
  await page.getByLabel('Phone').fill('');
  await page.getByLabel('City').fill('Nakuru');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Contact updated successfully')).toBeVisible();
  await expect(page).toHaveURL(`/contacts/${id}`);
  await expect(page.getByText('Kamau Logistics').first()).toBeVisible();

  await page.goto('/contacts');
  const row = bodyRows(page).filter({ hasText: 'Brian Kamau' });
  await expect(row).toContainText('Kamau Logistics');
  await expect(row).toContainText('Nakuru');
  await expect(row.getByRole('cell').nth(5)).toHaveText('-');

  await page.goto('/contacts/987654/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact not found' })).toBeVisible();
});

test('an owner imports a CSV: a bad row is reported by line and nothing is imported until it is fixed', async ({
  page,
}, testInfo) => {
  await signUp(page);
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Import contacts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts' });
  await expect(dialog.getByText('Choose a CSV file')).toBeVisible();
  const sample = dialog.getByRole('link', { name: 'Download a sample CSV' });
  await expect(sample).toHaveAttribute('href', /^blob:/);
  const download = page.waitForEvent('download');
  await sample.click();
  expect((await download).suggestedFilename()).toBe('daftari-contacts-sample.csv');
  await screenshot(page, testInfo, 'import-dialog', false);

  const bad = [
    'name,company,email,phone,city,country',
    'Wanjiku Mwangi,Mwangi Farm Supplies,wanjiku@mwangi.co.ke,+254 722 000 111,Nyeri,Kenya',
    'Otieno Brothers,,otieno-at-example,,Kisumu,Kenya',
    'Fatuma Ali,Ali Textiles,fatuma@alitextiles.co.ke,,Mombasa,Kenya',
  ].join('\n');
  await dialog
    .getByLabel('Choose a CSV file')
    .setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  const problems = dialog.getByRole('alert');
  await expect(problems).toContainText('1 row has errors; nothing was imported');
  await expect(problems.getByRole('listitem')).toHaveText(['Line 3: Email is not a valid email address']);
  await expect(dialog.getByRole('button', { name: 'Import contacts' })).toBeDisabled();
  await screenshot(page, testInfo, 'import-errors', false);

  // Nothing was imported.
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const before = await page.request.get('/api/contacts', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await before.json()) as { meta: { total_count: number } }).meta.total_count).toBe(0);

  await dialog.getByLabel('Choose a CSV file').setInputFiles({
    name: 'customers-fixed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bad.replace('otieno-at-example', 'hello@otienobros.co.ke')),
  });
  await expect(dialog.getByText('3 contacts ready to import.')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Preview of the file' }).locator('tbody tr')).toHaveCount(3);
  await expect(dialog.getByText('Mwangi Farm Supplies')).toBeVisible();
  await screenshot(page, testInfo, 'import-preview', false);
  await dialog.getByRole('button', { name: 'Import 3 contacts' }).click();

  await expect(page.getByText('3 contacts imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The empty state gives way to the list.
  await expect(countLabel(page)).toHaveText('3 contacts');
  await expect(bodyRows(page).filter({ hasText: 'Fatuma Ali' })).toContainText('Ali Textiles');
});

test('coming back from a contact restores the scroll position of a long list', async ({ page }) => {
  await signUp(page);
  const csv = [
    'first_name,last_name,email,company,city',
    ...Array.from({ length: 100 }, (_, i) => {
      const n = String(i + 1).padStart(3, '0');
      return `Mteja,${n},mteja.${n}@example.co.ke,Duka ${n},Nairobi`;
    }),
  ].join('\n');
  await importCsv(page, csv);
  await page.goto('/contacts?per_page=100');
  await expect(bodyRows(page)).toHaveCount(100);

  const target = page.getByRole('link', { name: 'Mteja 060', exact: true });
  await target.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 150));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1500);

  await target.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mteja 060' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

  await page.goBack();
  await expect(page).toHaveURL('/contacts?per_page=100');
  await expect(bodyRows(page)).toHaveCount(100);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
  await expect(target).toBeInViewport();
});

test("a contact's page lists their invoices with what they owe", async ({ page }, testInfo) => {
  await signUp(page);
  const [id] = await createContacts(page, [
    {
      first_name: 'Halima',
      last_name: 'Omondi',
      company_name: 'Omondi Fresh Produce',
      email: 'halima@omondifresh.co.ke',
      phone: '+254 722 456 789',
      billing_address: {
        street: '8 Oginga Odinga Street',
        city: 'Kisumu',
        postal_code: '40100',
        country: 'Kenya',
      },
    },
  ]);
  // GET /invoices belongs to the invoicing area; answer it the way api-contract.md describes.
  const invoice = (n: number, fields: Record<string, unknown>) => ({
    id: `7f1d2c3b-0000-4000-8000-00000000000${n}`,
    invoice_number: `INV-000${n}`,
    contact_id: id,
    currency: 'KES',
    ...fields,
  });
  let asked: URL | undefined;
  await page.route('**/api/invoices?**', (route) => {
    asked = new URL(route.request().url());
    return route.fulfill({
      json: {
        data: [
          invoice(3, {
            issue_date: '2025-03-03',
            due_date: '2025-04-02',
            total: 18500,
            status: 'draft',
            status_label: 'Draft',
          }),
          invoice(2, {
            issue_date: '2025-02-01',
            due_date: '2025-02-15',
            total: 42750.5,
            status: 'sent',
            status_label: 'Overdue',
          }),
          invoice(1, {
            issue_date: '2025-01-06',
            due_date: '2025-01-20',
            total: 12000,
            status: 'paid',
            status_label: 'Paid',
          }),
        ],
        meta: { current_page: 1, total_pages: 1, total_count: 3, per_page: 100 },
        summary: {
          total_amount: 73250.5,
          total_paid: 12000,
          total_unpaid: 61250.5,
          average_amount: 24416.83,
          count: 3,
          currency: 'KES',
        },
      },
    });
  });
  await page.goto(`/contacts/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Halima Omondi' })).toBeVisible();
  const totals = page.getByLabel('Invoice totals');
  await expect(totals).toContainText('Total invoicedKES 73,250.50');
  await expect(totals).toContainText('PaidKES 12,000.00');
  await expect(totals).toContainText('OutstandingKES 61,250.50');
  expect(asked?.searchParams.get('contact_id')).toBe(String(id));
  expect(asked?.searchParams.get('per_page')).toBe('100');
  const overdue = page.getByRole('row').filter({ hasText: 'INV-0002' });
  await expect(overdue).toContainText('Overdue');
  await expect(overdue).toContainText('KES 42,750.50');
  await screenshot(page, testInfo, 'contact-detail-invoices');
  await overdue.getByRole('link', { name: 'INV-0002' }).click();
  await expect(page).toHaveURL('/work/invoicing/7f1d2c3b-0000-4000-8000-000000000002');
});
