import { formatDocumentNumber, payLinkUrl as payLinkOf } from '@daftari/contracts';
import { toIsoDate as todayIso } from '@daftari/format';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SMTP_FROM, loadConfig } from '../../src/config.ts';
import { invoiceEmail } from '../../src/modules/invoices/documents.ts';
import { statusLabel } from '../../src/modules/invoices/summary.ts';
import { numberingScopeFor } from '../../src/modules/sales-documents/invoice-numbering.ts';
import { lineValues } from '../../src/modules/sales-documents/lines.ts';

describe('invoice configuration', () => {
  it('reads SMTP_URL, SMTP_FROM and APP_URL, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      smtpFrom: DEFAULT_SMTP_FROM,
      appUrl: undefined,
    });
    expect(DEFAULT_SMTP_FROM).toBe('Daftari <invoices@daftari.local>');
    expect(
      loadConfig({
        SMTP_URL: 'smtp://user:pass@mail.example.com:587',
        SMTP_FROM: 'Kamau <billing@kamau.co.ke>',
        APP_URL: 'https://app.daftari.co.ke/',
      }),
    ).toMatchObject({
      smtpUrl: 'smtp://user:pass@mail.example.com:587',
      smtpFrom: 'Kamau <billing@kamau.co.ke>',
      appUrl: 'https://app.daftari.co.ke',
    });
    expect(loadConfig({ SMTP_URL: '', APP_URL: '' })).toMatchObject({
      smtpUrl: undefined,
      appUrl: undefined,
    });
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ APP_URL: 'app.daftari.co.ke' })).toThrow(/APP_URL/);
  });
});

describe('invoice helpers', () => {
  it("numbers INV-0001 … INV-10000 under the business's prefix, and projects' own sequences by theirs", () => {
    expect(formatDocumentNumber('INV', 1)).toBe('INV-0001');
    expect(formatDocumentNumber('INV', 10_000)).toBe('INV-10000');
    expect(numberingScopeFor(null, 'INV')).toEqual({ scope: 'account', prefix: 'INV' });
    expect(numberingScopeFor({ id: 7, ownSequence: false, invoicePrefix: 'WR' }, 'F')).toEqual({
      scope: 'account',
      prefix: 'F',
    });
    expect(numberingScopeFor({ id: 7, ownSequence: true, invoicePrefix: 'WR' }, 'F')).toEqual({
      scope: 'project:7',
      prefix: 'WR',
    });
    expect(formatDocumentNumber('WR', 1)).toBe('WR-0001');
  });

  it('labels a sent invoice past its due date Overdue, comparing with today', () => {
    expect(statusLabel('sent', '2026-01-09', '2026-01-10')).toBe('Overdue');
    expect(statusLabel('sent', '2026-01-10', '2026-01-10')).toBe('Sent');
    expect(statusLabel('draft', '2020-01-01', '2026-01-10')).toBe('Draft');
    expect(statusLabel('paid', '2020-01-01', '2026-01-10')).toBe('Paid');
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it("stores a line's inputs and its amounts from @daftari/format's lineCents", () => {
    expect(
      lineValues({
        description: 'x',
        quantity: 1,
        unit: 'hours',
        unit_price: 57.48,
        tax_rate: 21,
        discount: 10,
      }),
    ).toEqual({
      description: 'x',
      quantity: '1.000',
      unit: 'hours',
      unitPrice: '57.4800',
      taxRate: '21.00',
      discount: '10.00',
      subtotal: '57.48',
      discountAmount: '5.75',
      taxAmount: '10.86',
      total: '62.59',
      ledgerAccountId: null,
      taxCategory: null,
    });
    expect(() =>
      lineValues({
        description: 'x',
        quantity: 1e9,
        unit: 'items',
        unit_price: 1e10,
        tax_rate: 0,
        discount: 0,
      }),
    ).toThrow(/too large/);
  });

  it('writes the e-mail with the amount due, the due date and the pay link, HTML-escaped', () => {
    const link = payLinkOf('https://app.daftari.test', '8c2f4f5e-2a47-4d3c-9a8b-1f2e3d4c5b6a');
    expect(link).toBe('https://app.daftari.test/link/8c2f4f5e-2a47-4d3c-9a8b-1f2e3d4c5b6a');
    const mail = invoiceEmail(
      {
        invoice_number: 'INV-0007',
        balance: 1234.5,
        currency: 'KES',
        due_date: '2026-03-01',
        contact: { full_name: 'Zoë <Wambui>', company_name: null },
      } as Parameters<typeof invoiceEmail>[0],
      { name: 'Kamau & Sons', email: null, phone: null } as Parameters<typeof invoiceEmail>[1],
      link,
    );
    expect(mail.subject).toBe('Invoice INV-0007 from Kamau & Sons');
    expect(mail.text).toContain('Hello Zoë <Wambui>,');
    expect(mail.text).toContain('Amount due: KES 1,234.50');
    expect(mail.text).toContain('Due date: 1 March 2026');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Hello Zoë &lt;Wambui&gt;,');
    expect(mail.html).toContain('Kamau &amp; Sons');
    expect(mail.html).toContain(`href="${link}"`);
  });
});
