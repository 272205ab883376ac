import { expect, type Page } from '@playwright/test';

/** Calls /api from the page as its signed-in owner; fails the test on an answer other than 2xx. */
async function call<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, data }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
          ...(data === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, data },
  );
  expect(answer.status < 300, `${method} /api/${path}: ${answer.status} ${answer.text}`).toBe(true);
  return (JSON.parse(answer.text) as { data: T }).data;
}

/** A contact and an hourly project for it, made through the API (the time screens are what is tested). */
export async function createHourlyProject(page: Page, name: string, hourlyRate: number, totalHours = 10) {
  const contact = await call<{ id: number }>(page, 'POST', 'contacts', {
    contact: {
      first_name: 'Amina',
      last_name: 'Otieno',
      company_name: 'Savannah Traders',
      email: 'amina@savannah.co.ke',
    },
  });
  return call<{ id: number; name: string }>(page, 'POST', 'projects', {
    project: {
      name,
      project_type: 'hourly_rate',
      hourly_rate: hourlyRate,
      total_hours: totalHours,
      project_invoice_sequence: false,
    },
    contact_id: contact.id,
  });
}

/** An invoice as the API answers it. */
export const getInvoice = (page: Page, id: string) =>
  call<{
    id: string;
    total: number;
    status: string;
    invoice_items: { quantity: number; unit_price: number }[];
  }>(page, 'GET', `invoices/${id}`);

/** Adds an entry of `minutes` on `project` today with the page's New entry dialog. */
export async function addEntry(page: Page, project: string, minutes: number, description: string) {
  await page.getByRole('button', { name: 'New entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New entry' });
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: project, exact: true }).click();
  await dialog.getByLabel(/^Duration/).fill(String(minutes));
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await expect(dialog).toBeHidden();
}

/** A manual entry through the API: `minutes` from `hour`:00 UTC of the day `daysAgo` before today. */
export function postEntry(
  page: Page,
  entry: { projectId: number; daysAgo: number; hour: number; minutes: number; description: string },
) {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() - entry.daysAgo);
  start.setUTCHours(entry.hour, 0, 0, 0);
  return call<{ id: number }>(page, 'POST', 'time_entries', {
    time_entry: {
      project_id: entry.projectId,
      started_at: start.toISOString(),
      duration_seconds: entry.minutes * 60,
      description: entry.description,
      billable: true,
    },
  });
}

/** Starts the user's timer through the API. */
export const startTimer = (page: Page, projectId: number, description: string) =>
  call<{ id: number }>(page, 'POST', 'time_entries/start', { project_id: projectId, description });
