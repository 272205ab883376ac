import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Calls /api from the page as its signed-in owner (the bearer token the app keeps in local storage), for the
 * data a test needs but does not exercise through the screens.
 */
export async function ownerApi(page: Page) {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => {
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
    return answer.text ? (JSON.parse(answer.text) as { data: T }).data : (undefined as T);
  };
  return {
    /** Any other call, answering the `data` of its envelope. */
    call,
    createContact: (contact: Record<string, unknown>) =>
      call<{ id: number }>('POST', 'contacts', { contact }),
    createInvoice: (invoice: Record<string, unknown>) =>
      call<{ id: string; invoice_number: string }>('POST', 'invoices', { invoice }),
    updateInvoice: (id: string, invoice: Record<string, unknown>) =>
      call<{ id: string }>('PUT', `invoices/${id}`, { invoice }),
    addItems: (id: string, items: Record<string, unknown>[]) =>
      call<{ id: string }>('POST', `invoices/${id}/add_items`, { items, save_to_price_list: false }),
    createPriceListItem: (item: Record<string, unknown>) =>
      call<{ id: number }>('POST', 'price_list_items', { price_list_item: item }),
    priceList: () => call<{ description: string }[]>('GET', 'price_list_items'),
    recordPayment: (id: string, payment: Record<string, unknown>) =>
      call<{ id: string }>('POST', `invoices/${id}/payments`, { payment }),
  };
}

type OwnerApi = Awaited<ReturnType<typeof ownerApi>>;

/** An invoice of these lines to a new contact, issued today, due in 14 days and marked sent. */
export async function sentInvoice(
  api: OwnerApi,
  contact: Record<string, unknown>,
  items: Record<string, unknown>[],
) {
  const { id: contactId } = await api.createContact(contact);
  const invoice = await api.createInvoice({
    contact_id: contactId,
    issue_date: isoDay(),
    due_date: isoDay(14),
  });
  await api.addItems(invoice.id, items);
  await api.updateInvoice(invoice.id, { status: 'sent' });
  return invoice;
}

/** The text of a PDF, read by poppler's pdftotext (layout kept, so a label and its amount share a line). */
export async function pdfText(file: string): Promise<string> {
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', file, '-']);
  return stdout;
}

/** 'yyyy-MM-dd' of today in the browser's (and the test's) time zone. */
export function isoDay(offsetDays = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * `yyyy-MM-dd`, `offsetDays` from today in Nairobi, the time zone of every new account: the day the server
 * counts reminders and other dated background work from (from 21:00 to midnight UTC, a day ahead of the
 * date `isoDay` gives on a machine that runs on UTC).
 */
export function businessDay(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date.toISOString().slice(0, 10);
}

/** The item dialog of an invoice or an estimate ('Add Invoice Item', 'Edit Estimate Item'). */
export const itemDialog = (page: Page) => page.getByRole('dialog', { name: /(Invoice|Estimate) Item/ });

async function chooseOption(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills the item dialog; the unit price field is a text field (negative credits allowed). */
export async function fillItem(
  page: Page,
  item: {
    quantity: string;
    unit?: string;
    details?: string;
    price?: string;
    tax?: string;
    discount?: string;
  },
) {
  const form = itemDialog(page);
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill(item.quantity);
  if (item.unit) await chooseOption(page, form.getByRole('combobox', { name: 'Unit' }), item.unit);
  if (item.details !== undefined) await form.getByRole('textbox', { name: 'Details' }).fill(item.details);
  if (item.price !== undefined)
    await form.getByRole('textbox', { name: 'Unit Price (KES)' }).fill(item.price);
  if (item.tax !== undefined) await form.getByRole('textbox', { name: 'Tax %' }).fill(item.tax);
  if (item.discount !== undefined)
    await form.getByRole('textbox', { name: 'Discount %' }).fill(item.discount);
}
