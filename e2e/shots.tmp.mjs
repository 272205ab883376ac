// Temporary screenshot script (not committed): mocks the recurring API where it is not served yet.
import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://localhost:4390';
const out = '/tmp/rec-shots';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args });

const uuid = (n) => `0b7c1d2e-3f40-4a5b-8c6d-${String(n).padStart(12, '0')}`;
const series = (o = {}) => ({
  id: 7,
  contact_id: 1,
  contact: {
    id: 1,
    full_name: 'Amina Otieno',
    company_name: 'Savannah Traders',
    email: 'amina@savannah.co.ke',
  },
  project_id: null,
  frequency: 'monthly',
  interval: 1,
  start_date: '2026-09-24',
  end_date: null,
  occurrences: null,
  next_issue_date: '2026-12-24',
  due_days: 14,
  auto_send: true,
  missed_periods: 'create',
  status: 'active',
  currency: 'KES',
  notes: null,
  items: [
    {
      description: 'Monthly retainer: design and support',
      quantity: 1,
      unit: 'months',
      unit_price: 50000,
      tax_rate: 16,
      discount: 0,
      ledger_account_id: null,
    },
  ],
  periods_done: 3,
  invoices: [
    { id: uuid(13), invoice_number: 'INV-0013', issue_date: '2026-11-24', status: 'sent' },
    { id: uuid(12), invoice_number: 'INV-0012', issue_date: '2026-10-24', status: 'sent' },
    { id: uuid(11), invoice_number: 'INV-0011', issue_date: '2026-09-24', status: 'paid' },
  ],
  created_at: '2026-11-25T06:00:00Z',
  ...o,
});
const lakeside = { id: 2, full_name: null, company_name: 'Lakeside Ltd', email: 'ops@lakeside.co.ke' };
const list = [
  series(),
  series({
    id: 8,
    contact: lakeside,
    frequency: 'quarterly',
    interval: 1,
    status: 'paused',
    next_issue_date: '2027-01-01',
    invoices: [],
  }),
  series({
    id: 9,
    contact: { ...lakeside, company_name: 'Kilimani Dental Clinic with a long name' },
    frequency: 'weekly',
    interval: 2,
    status: 'finished',
    next_issue_date: null,
    invoices: [
      ...series().invoices,
      { id: uuid(10), invoice_number: 'INV-0010', issue_date: '2026-08-24', status: 'paid' },
    ],
  }),
];
const pageOf = (data) => ({
  data,
  meta: { total_count: data.length, current_page: 1, total_pages: 1, per_page: 10 },
});
const activity = [
  { at: '2026-10-24T04:00:00Z', kind: 'created', detail: 'Issued by a recurring invoice' },
  { at: '2026-10-24T04:00:05Z', kind: 'emailed', detail: 'To amina@savannah.co.ke' },
  { at: '2026-11-04T04:00:00Z', kind: 'reminder_sent', detail: '3 days before the due date' },
  { at: '2026-11-05T09:12:00Z', kind: 'viewed', detail: null },
  { at: '2026-11-07T13:40:00Z', kind: 'payment', detail: 'KES 20,000.00 by M-Pesa' },
  { at: '2026-11-14T04:00:00Z', kind: 'reminder_sent', detail: '7 days after the due date' },
];

// mode: 'filled' | 'empty' | 'loading' | 'error'
async function mock(page, mode) {
  const answer = (route, body) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  const apply = async (route, body) => {
    if (mode === 'loading') return; // never answered
    if (mode === 'error')
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Database unavailable' }),
      });
    return answer(route, body);
  };
  await page.route(/\/api\/recurring_invoices(\?.*)?$/, (route) =>
    apply(route, pageOf(mode === 'empty' ? [] : list)),
  );
  await page.route(/\/api\/recurring_invoices\/\d+$/, (route) => apply(route, { data: series() }));
  await page.route(/\/api\/invoices\/[^/]+\/activity$/, (route) =>
    apply(route, { data: mode === 'empty' ? [] : activity }),
  );
}

const ctxFor = async (width) => browser.newContext({ viewport: { width, height: width < 500 ? 780 : 900 } });
const setup = await ctxFor(1280);
const p = await setup.newPage();
const id = Date.now().toString(36);
await p.goto(`${base}/signup`);
await p.getByLabel('Your name').fill('Wanjiru Kamau');
await p.getByLabel('Business name').fill('Kamau Designs');
await p.getByLabel('Email').fill(`w.${id}@example.co.ke`);
await p.getByLabel('Password').fill('correct horse battery');
await p.getByRole('button', { name: 'Create account' }).click();
await p.getByRole('heading', { name: /Karibu/ }).waitFor();
const token = await p.evaluate(() => localStorage.getItem('auth_token'));
const call = async (method, path, data) =>
  p.evaluate(
    async ({ method, path, data, token }) => {
      const r = await fetch(`/api/${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: data ? JSON.stringify(data) : undefined,
      });
      return r.json();
    },
    { method, path, data, token },
  );
const contact = (
  await call('POST', 'contacts', {
    contact: {
      first_name: 'Amina',
      last_name: 'Otieno',
      company_name: 'Savannah Traders',
      email: 'amina@savannah.co.ke',
    },
  })
).data;
const inv = (
  await call('POST', 'invoices', {
    invoice: { contact_id: contact.id, issue_date: '2026-10-24', due_date: '2026-11-07' },
  })
).data;
await call('POST', `invoices/${inv.id}/add_items`, {
  items: [
    {
      description: 'Monthly retainer: design and support',
      quantity: 1,
      unit: 'months',
      unit_price: 50000,
      tax_rate: 16,
    },
  ],
  save_to_price_list: false,
});
await call('PUT', `invoices/${inv.id}`, { invoice: { status: 'sent' } });
const storage = await setup.storageState();
await setup.close();

const shots = [
  ['list', '/work/invoicing/recurring', ['filled', 'empty', 'loading', 'error']],
  ['detail', '/work/invoicing/recurring/7', ['filled', 'loading', 'error']],
  ['form', '/work/invoicing/recurring/create', ['filled']],
  ['form-from-invoice', `/work/invoicing/recurring/create?invoiceId=${inv.id}`, ['filled']],
  ['timeline', `/work/invoicing/${inv.id}`, ['filled', 'empty', 'loading', 'error']],
  ['settings', '/work/invoicing/settings', ['filled']],
  ['invoices-empty', '/work/invoicing', ['filled']],
];
const only = process.env.ONLY;
for (const width of [1280, 360]) {
  const ctx = await browser.newContext({
    viewport: { width, height: width < 500 ? 780 : 900 },
    storageState: storage,
  });
  for (const [name, path, modes] of shots) {
    if (only && !only.split(',').includes(name)) continue;
    for (const mode of modes) {
      const page = await ctx.newPage();
      await mock(page, mode);
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(mode === 'loading' ? 1500 : 800);
      if (name === 'form' && mode === 'filled') {
        await page.getByRole('button', { name: 'Create recurring invoice' }).click();
        await page.waitForTimeout(300);
      }
      await page.screenshot({
        path: `${out}/${name}-${mode}-${width}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await page.close();
    }
  }
  await ctx.close();
}
await browser.close();
console.log('ok');
