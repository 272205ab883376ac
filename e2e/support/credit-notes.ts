import type { Browser, TestInfo } from '@playwright/test';
import { isoDay, type ownerApi } from './invoicing.ts';

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

/**
 * The invoice's pay page as a customer sees it: a fresh browser context with nothing of the owner's, on the
 * standalone pay port. Close the context when done.
 */
export async function customerPayPage(browser: Browser, testInfo: TestInfo, invoiceId: string) {
  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto(`http://localhost:${testInfo.config.metadata.payPort as number}/link/${invoiceId}`);
  return { context, customer };
}
