import type { Page, TestInfo } from '@playwright/test';

/** A contact as POST /contacts takes it (under `contact`). */
export interface ContactSeed {
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  email?: string | null;
  phone?: string | null;
  billing_address?: Record<string, string | null> | null;
}

async function bearer(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  if (!token) throw new Error('Sign in first: there is no auth_token in local storage');
  return { Authorization: `Bearer ${token}` };
}

/** Creates contacts through the API with the signed-in page's token (for volume; the UI is tested elsewhere). */
export async function createContacts(page: Page, contacts: ContactSeed[]): Promise<number[]> {
  const headers = await bearer(page);
  const ids: number[] = [];
  for (const contact of contacts) {
    const response = await page.request.post('/api/contacts', { headers, data: { contact } });
    if (response.status() !== 201)
      throw new Error(`POST /api/contacts: ${response.status()} ${await response.text()}`);
    ids.push(((await response.json()) as { data: { id: number } }).data.id);
  }
  return ids;
}

/** Imports a CSV through the API in one request (for lists of hundreds). */
export async function importCsv(page: Page, csv: string): Promise<void> {
  const response = await page.request.post('/api/contacts/import', {
    headers: await bearer(page),
    multipart: { file: { name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  if (!response.ok())
    throw new Error(`POST /api/contacts/import: ${response.status()} ${await response.text()}`);
}

const FIRST = [
  'Achieng',
  'Baraka',
  'Chebet',
  'Dalmas',
  'Esther',
  'Faith',
  'Gitau',
  'Halima',
  'Imani',
  'Jabali',
];
const LAST = ['Mwangi', 'Njoroge', 'Omondi'];
const TRADES = [
  'Hardware',
  'Agrovet',
  'Logistics',
  'Bakery',
  'Textiles',
  'Pharmacy',
  'Motors',
  'Fresh Produce',
];
const TOWNS = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika'];

/**
 * `count` (up to 30) distinct, realistic contacts: 'Achieng Mwangi', 'Baraka Mwangi', ...; some without a
 * company, phone or address, as real lists are.
 */
export function sampleContacts(count: number): ContactSeed[] {
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST[index % FIRST.length]!;
    const last = LAST[Math.floor(index / FIRST.length) % LAST.length]!;
    const n = String(index + 1).padStart(2, '0');
    return {
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.co.ke`,
      company_name: index % 3 === 0 ? null : `${last} ${TRADES[index % TRADES.length]}`,
      phone:
        index % 4 === 0
          ? null
          : `+254 7${n} ${String(100 + index * 7).slice(-3)} ${String(400 + index * 13).slice(-3)}`,
      billing_address:
        index % 5 === 0
          ? null
          : {
              street: `${index + 2} Moi Avenue`,
              city: TOWNS[index % TOWNS.length]!,
              postal_code: '00100',
              country: 'Kenya',
            },
    };
  });
}

/** Saves a full-page screenshot under test-results/screens/ (attached to the report too). */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  const path = `test-results/screens/${name}.png`;
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
