import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The first date of a monthly series started `months` months and one day ago (the extra day keeps its
 * latest period in the past whatever the hour and the business's time zone), and the dates of every period
 * issued since: the start's day of the month, or the month's last day when it is shorter.
 */
export function monthlySeriesStartedAgo(months: number): { start: string; issueDates: string[] } {
  const today = new Date();
  const first = new Date(today.getFullYear(), today.getMonth() - months, today.getDate() - 1);
  const day = first.getDate();
  const issueDates = Array.from({ length: months + 1 }, (_, k) => {
    const lastDay = new Date(first.getFullYear(), first.getMonth() + k + 1, 0).getDate();
    return iso(new Date(first.getFullYear(), first.getMonth() + k, Math.min(day, lastDay)));
  });
  return { start: issueDates[0]!, issueDates };
}

/** A date as the screens print it (the browser's en-US medium style: 'Sep 24, 2026'). */
export const mediumDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00`).toLocaleDateString('en-US', { dateStyle: 'medium' });

/**
 * Reloads the page until `check` passes: background work (the job queue) lands between two loads. Playwright
 * polls; nothing sleeps.
 */
export async function reloadUntil(page: Page, check: () => Promise<void>, timeout = 30_000) {
  await expect(async () => {
    await page.reload();
    await check();
  }).toPass({ timeout });
}

/** Picks `option` of an Ark select. */
export async function chooseOption(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Downloads the outbox e-mail of `row` and answers its text with quoted-printable soft breaks joined. */
export async function outboxMessage(page: Page, row: Locator, to: string): Promise<string> {
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download the e-mail to ${to}` }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  return text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}
