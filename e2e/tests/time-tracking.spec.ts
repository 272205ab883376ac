import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import {
  addEntry,
  createHourlyProject,
  getInvoice,
  postEntry,
  startTimer,
} from '../support/time-tracking.ts';

const RATE = 2400;
const PROJECT = 'Website rebuild';

const timerForm = (page: Page) => page.getByRole('form', { name: 'Timer' });
const runningTimer = (page: Page) => page.getByRole('region', { name: 'Timer' });
const entryRows = (page: Page) => page.getByRole('table', { name: 'Time entries' }).locator('tbody tr');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('an owner times work, adds entries, and invoices the unbilled time rounded up to 15 minutes', async ({
  page,
}) => {
  await signUp(page);
  const project = await createHourlyProject(page, PROJECT, RATE);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Time tracking' }).click();
  await expect(page).toHaveURL('/work/time-tracking');
  await expect(page.getByRole('heading', { level: 1, name: 'Time tracking' })).toBeVisible();

  // Start a timer: it lives on the server, so a reload finds it running.
  await timerForm(page).getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: PROJECT, exact: true }).click();
  await timerForm(page).getByRole('textbox', { name: 'What are you working on?' }).fill('Design review');
  await timerForm(page).getByRole('button', { name: 'Start' }).click();
  await expect(runningTimer(page).getByText('Design review')).toBeVisible();
  const indicator = page.getByRole('banner').getByRole('link', { name: `Timer running on ${PROJECT}` });
  await expect(indicator).toBeVisible();

  await page.reload();
  await expect(runningTimer(page).getByText('Design review')).toBeVisible();
  await expect(runningTimer(page).getByTestId('running-time')).toHaveText(/^0:0\d:\d\d$/);
  await expect(indicator).toBeVisible();
  // The indicator is in the header on every page.
  await page.goto('/contacts');
  await expect(indicator).toBeVisible();
  await indicator.click();
  await expect(page).toHaveURL('/work/time-tracking');

  await runningTimer(page).getByRole('button', { name: 'Stop' }).click();
  await expect(timerForm(page)).toBeVisible();
  await expect(indicator).toBeHidden();

  await addEntry(page, PROJECT, 7, 'Setup');
  await addEntry(page, PROJECT, 16, 'Layout');
  await expect(entryRows(page)).toHaveCount(3);
  // Today's cell holds the two entries and the timer's few seconds.
  await expect(page.getByRole('table', { name: 'Timesheet' }).getByTestId('week-total')).toHaveText('0:23');

  // Invoice the unbilled time from the project's page.
  await page.goto(`/work/projects/${project.id}`);
  await page.getByRole('button', { name: 'Invoice unbilled time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice unbilled time' });
  await dialog.getByRole('combobox', { name: 'Rounding' }).click();
  await page.getByRole('option', { name: 'Up to 15 minutes' }).click();
  // Rounded up per entry to 15 minutes: the timer's seconds → 15, 7 → 15, 16 → 30: 60 minutes = 1 hour.
  const roundedMinutes = [15, 15, 30].reduce((sum, minutes) => sum + minutes, 0);
  const expectedTotal = (roundedMinutes / 60) * RATE;
  expect(expectedTotal).toBe(2400);
  await expect(dialog.getByTestId('preview-total')).toHaveText('KES 2,400.00');
  await dialog.getByRole('button', { name: 'Create draft invoice' }).click();

  const link = dialog.getByRole('link', { name: /^View invoice / });
  await expect(link).toBeVisible();
  const invoiceId = (await link.getAttribute('href'))!.split('/').pop()!;
  const invoice = await getInvoice(page, invoiceId);
  expect(invoice.total).toBe(expectedTotal);
  expect(invoice.status).toBe('draft');
  expect(invoice.invoice_items.map((item) => item.quantity).sort()).toEqual([0.25, 0.25, 0.5]);

  await link.click();
  await expect(page).toHaveURL(`/work/invoicing/${invoiceId}`);
  await expect(page.getByText('KES 2,400.00').first()).toBeVisible();

  // Every entry is billed now, and none is left unbilled.
  await page.goto('/work/time-tracking');
  await expect(entryRows(page)).toHaveCount(3);
  await expect(entryRows(page).getByText('Billed', { exact: true })).toHaveCount(3);
  await page.getByRole('combobox', { name: 'Billing' }).click();
  await page.getByRole('option', { name: 'Unbilled', exact: true }).click();
  await expect(page).toHaveURL('/work/time-tracking?billed=false');
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
});

const widths = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 780 },
];

test('the time screens look right empty, loading, failing and filled, at desktop and phone widths', async ({
  page,
}, testInfo) => {
  const shoot = async (name: string) => {
    for (const { name: size, width, height } of widths) {
      await page.setViewportSize({ width, height });
      await screenshot(page, testInfo, `time-${name}-${size}`);
    }
    await page.setViewportSize(widths[0]!);
  };
  await signUp(page);

  await page.goto('/work/time-tracking');
  await expect(page.getByText('No time tracked yet')).toBeVisible();
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
  await shoot('empty');

  const project = await createHourlyProject(page, PROJECT, RATE, 12);
  const other = await createHourlyProject(page, 'Monthly support retainer for Savannah Traders', 1800);
  for (const [daysAgo, hour, minutes, description] of [
    [0, 6, 95, 'Homepage layout'],
    [0, 9, 7, 'Call with Amina'],
    [1, 7, 150, 'Checkout flow'],
    [2, 6, 45, 'Review'],
  ] as const) {
    await postEntry(page, { projectId: project.id, daysAgo, hour, minutes, description });
  }
  await postEntry(page, { projectId: other.id, daysAgo: 1, hour: 11, minutes: 60, description: 'Backups' });

  // Loading: the entries' answers are held until the screenshots are taken.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/time_entries?*', async (route) => {
    await held;
    // A request of the page the next reload leaves is gone by then.
    await route.continue().catch(() => undefined);
  });
  await page.reload();
  await expect(page.getByRole('status', { name: 'Loading the week' })).toBeVisible();
  await shoot('loading');
  release();
  await page.unroute('**/api/time_entries?*');

  await page.route('**/api/time_entries?*', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"The server is busy"}' }),
  );
  await page.reload();
  // The query client retries a failed load three times before it gives up.
  await expect(page.getByText('The server is busy').first()).toBeVisible({ timeout: 30_000 });
  await shoot('error');
  await page.unroute('**/api/time_entries?*');

  await startTimer(page, project.id, 'Product page polish');
  await page.reload();
  await expect(page.getByRole('table', { name: 'Timesheet' })).toBeVisible();
  await expect(runningTimer(page)).toBeVisible();
  await shoot('filled-running');

  await page
    .getByRole('table', { name: 'Timesheet' })
    .getByRole('button', { name: /^Website rebuild, / })
    .nth(2)
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shoot('cell-dialog');
  await page.keyboard.press('Escape');

  await page.goto(`/work/projects/${project.id}`);
  await expect(page.getByText('Hours logged')).toBeVisible();
  await shoot('project-time');
  await page.getByRole('button', { name: 'Invoice unbilled time' }).click();
  await expect(page.getByRole('dialog', { name: 'Invoice unbilled time' })).toBeVisible();
  await shoot('invoice-dialog');
});
