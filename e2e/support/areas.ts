import { expect, type Locator, type Page } from '@playwright/test';

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The console errors the page logs from now on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The Contacts area's error view for a remote built for other versions of the shared singletons. */
export async function expectContactsRefused(page: Page): Promise<Locator> {
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
  await expect(alert).toContainText(
    'The Contacts area could not be loaded: the version deployed was built for another version of Daftari, ' +
      'so it was not started. The rest of Daftari still works.',
  );
  return alert;
}

/** Invoices and Projects still open: one area's failure leaves the rest of the app working. */
export async function otherAreasWork(page: Page) {
  for (const area of ['Invoices', 'Projects']) {
    await mainNav(page).getByRole('link', { name: area, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: area })).toBeVisible();
  }
}
