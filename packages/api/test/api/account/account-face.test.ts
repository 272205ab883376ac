import { accountSchema, dataEnvelope } from '@daftari/contracts';
import { createCanvas } from '@napi-rs/canvas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { pdfFillColors, pdfPages } from '../../support/pdf-text.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const accountEnvelope = dataEnvelope(accountSchema);
const putAccount = (token: string, account: unknown) =>
  app.inject({ method: 'PUT', url: '/api/account', headers: bearer(token), payload: { account } });

async function picture(type: 'png' | 'jpeg'): Promise<Buffer> {
  const canvas = createCanvas(240, 80);
  const context = canvas.getContext('2d');
  context.fillStyle = '#0f766e';
  context.fillRect(0, 0, 240, 80);
  return type === 'png' ? canvas.encode('png') : canvas.encode('jpeg');
}

const putLogo = (
  token: string,
  content: Buffer | string,
  filename = 'logo.png',
  contentType = 'image/png',
) => {
  const { payload, headers } = multipartBody([{ name: 'file', content, filename, contentType }]);
  return app.inject({
    method: 'PUT',
    url: '/api/account/logo',
    headers: { ...bearer(token), ...headers },
    payload,
  });
};

const SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#b45309"/></svg>`;

describe(`the business's details and logo on ${backend}`, () => {
  it('PUT /account takes the business-details fields and answers them beside their flat twins', async () => {
    const { token } = await signUp(app, { business_name: 'Achieng Fresh Juices' });
    const response = await putAccount(token, {
      legal_name: 'Achieng Fresh Juices Limited',
      trading_name: 'Achieng Juices',
      address: {
        street: 'Plot 12, Moi Avenue\nKimathi House, 3rd floor',
        city: 'Nairobi',
        state: 'Nairobi County',
        postal_code: '00100',
        country: 'Kenya',
      },
      kra_pin: 'P051234567X',
      vat_registered: true,
      financial_year_start: '07-01',
      bank_details: { bank_name: 'KCB', account_number: '1234567890' },
      paybill: '522522',
      till: '832910',
      payment_instructions: 'Quote the invoice number.',
      invoice_layout: 'modern',
      accent_color: '#B45309',
    });
    expect(response.statusCode, response.body).toBe(200);
    const account = accountEnvelope.parse(response.json()).data;
    expect(account).toMatchObject({
      legal_name: 'Achieng Fresh Juices Limited',
      trading_name: 'Achieng Juices',
      address: {
        street: 'Plot 12, Moi Avenue\nKimathi House, 3rd floor',
        city: 'Nairobi',
        state: 'Nairobi County',
        postal_code: '00100',
        country: 'Kenya',
      },
      address_line1: 'Plot 12, Moi Avenue',
      address_line2: 'Kimathi House, 3rd floor',
      kra_pin: 'P051234567X',
      tax_pin: 'P051234567X',
      vat_registered: true,
      financial_year_start: '07-01',
      bank_details: { bank_name: 'KCB', account_number: '1234567890', account_name: null },
      bank_name: 'KCB',
      paybill: '522522',
      mpesa_paybill: '522522',
      till: '832910',
      payment_instructions: 'Quote the invoice number.',
      invoice_layout: 'modern',
      accent_color: '#b45309',
      logo_url: null,
    });
    // A nested field left out keeps its value; null clears it.
    const cleared = await putAccount(token, { address: { state: null }, bank_details: { bank_name: '' } });
    expect(cleared.json().data).toMatchObject({
      address: { street: 'Plot 12, Moi Avenue\nKimathi House, 3rd floor', state: null, city: 'Nairobi' },
      bank_details: { bank_name: null, account_number: '1234567890' },
    });
  });

  it('a new business is not VAT-registered, its year starts on 1 January, its invoices are classic', async () => {
    const { data } = await signUp(app);
    expect(data.account).toMatchObject({
      vat_registered: false,
      financial_year_start: '01-01',
      invoice_layout: 'classic',
      accent_color: '#0f766e',
      logo_url: null,
    });
  });

  it('refuses bad values with the field named, changing nothing', async () => {
    const { token, data } = await signUp(app);
    for (const [field, value] of [
      ['financial_year_start', '02-29'],
      ['financial_year_start', '13-01'],
      ['financial_year_start', '7-1'],
      ['invoice_layout', 'fancy'],
      ['accent_color', 'teal'],
      ['till', '12ab'],
      ['paybill', '12'],
      ['vat_registered', 'yes'],
      ['address', 'Moi Avenue'],
      ['address', { street: 'one\ntwo\nthree' }],
      ['bank_details', []],
    ] as const) {
      const response = await putAccount(token, { [field]: value });
      expect(response.statusCode, `${field}=${JSON.stringify(value)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error).toBeTruthy();
    }
    const after = await app.inject({ url: '/api/account', headers: bearer(token) });
    expect(after.json().data).toEqual(data.account);
  });

  it('takes a PNG, JPEG or SVG logo, answers it, replaces and deletes it', async () => {
    const { token } = await signUp(app);
    const png = await picture('png');
    const first = await putLogo(token, png);
    expect(first.statusCode, first.body).toBe(200);
    const url = accountEnvelope.parse(first.json()).data.logo_url;
    expect(url).toMatch(/^\/api\/account\/logo\?v=\d+$/);
    const logo = await app.inject({ url: url ?? '', headers: bearer(token) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(png)).toBe(true);

    const jpeg = await putLogo(token, await picture('jpeg'), 'logo.jpg', 'image/jpeg');
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(
      (await app.inject({ url: '/api/account/logo', headers: bearer(token) })).headers['content-type'],
    ).toBe('image/jpeg');

    // An SVG is drawn into a PNG: the stored logo is never served as SVG.
    const svg = await putLogo(token, SVG, 'logo.svg', 'image/svg+xml');
    expect(svg.statusCode, svg.body).toBe(200);
    const drawn = await app.inject({ url: '/api/account/logo', headers: bearer(token) });
    expect(drawn.headers['content-type']).toBe('image/png');
    expect(drawn.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');

    const removed = await app.inject({ method: 'DELETE', url: '/api/account/logo', headers: bearer(token) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.logo_url).toBeNull();
    expect((await app.inject({ url: '/api/account/logo', headers: bearer(token) })).statusCode).toBe(404);
  });

  it('refuses what is not a whole PNG, JPEG or self-contained SVG, keeping the logo it had', async () => {
    const { token } = await signUp(app);
    const png = await picture('png');
    expect((await putLogo(token, png)).statusCode).toBe(200);
    const truncated = png.subarray(0, png.length - 30);
    const garbage = Buffer.concat([png.subarray(0, 8), Buffer.alloc(400, 0x41)]);
    const cases: [Buffer | string, string][] = [
      [truncated, 'logo.png'],
      [garbage, 'logo.png'],
      [Buffer.from('%PDF-1.4 not a logo'), 'logo.pdf'],
      ['<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>', 'x.svg'],
      ['<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>', 'x.svg'],
      ['<svg broken', 'x.svg'],
    ];
    for (const [content, filename] of cases) {
      const response = await putLogo(token, content, filename);
      expect(response.statusCode, filename).toBe(422);
      expect(response.json().error).toBeTruthy();
    }
    const tooBig = await putLogo(token, Buffer.alloc(1024 * 1024 + 1, 1));
    expect(tooBig.statusCode).toBe(413);
    const kept = await app.inject({ url: '/api/account/logo', headers: bearer(token) });
    expect(kept.rawPayload.equals(png)).toBe(true);
  });

  it("another business's logo is never answered", async () => {
    const owner = await signUp(app);
    expect((await putLogo(owner.token, await picture('png'))).statusCode).toBe(200);
    const other = await signUp(app);
    expect((await app.inject({ url: '/api/account/logo', headers: bearer(other.token) })).statusCode).toBe(
      404,
    );
  });

  it('a VAT-registered seller sends a TAX INVOICE with its legal name, address, PIN and logo, named after it', async () => {
    const { token } = await signUp(app, { business_name: 'Juice Bar' });
    await putAccount(token, {
      legal_name: 'Achieng Fresh Juices Limited',
      address: { street: 'Plot 12, Moi Avenue', city: 'Nairobi', postal_code: '00100', country: 'Kenya' },
      kra_pin: 'P051234567X',
      vat_registered: true,
      till: '832910',
    });
    expect((await putLogo(token, await picture('png'))).statusCode).toBe(200);
    const client = invoiceClient(app, token);
    const contactId = await client.contact({
      first_name: 'Baraka',
      last_name: 'Mwangi',
      company_name: 'Mwangi Grocers',
      kra_pin: 'A001234567Z',
    });
    const invoice = await client.created({ contact_id: contactId, invoice_items: [line({ tax_rate: 16 })] });
    const pdf = await app.inject({ url: `/api/invoices/${invoice.id}/pdf`, headers: bearer(token) });
    expect(pdf.statusCode).toBe(200);
    const name = `${invoice.invoice_number} Baraka Mwangi.pdf`;
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    const [first] = await pdfPages(pdf.rawPayload);
    for (const expected of [
      'TAX INVOICE',
      'Achieng Fresh Juices Limited',
      'Plot 12, Moi Avenue',
      'Nairobi 00100',
      'KRA PIN: P051234567X',
      'KRA PIN: A001234567Z',
      'M-Pesa Till: 832910',
    ]) {
      expect(first).toContain(expected);
    }
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    // Not registered: an INVOICE, and no image without a logo.
    await putAccount(token, { vat_registered: false });
    await app.inject({ method: 'DELETE', url: '/api/account/logo', headers: bearer(token) });
    const plain = await app.inject({ url: `/api/invoices/${invoice.id}/pdf`, headers: bearer(token) });
    const [text] = await pdfPages(plain.rawPayload);
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toContain('INVOICE');
    expect(plain.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('renders every layout in the accent colour: modern fills the table header with it', async () => {
    const { token } = await signUp(app);
    const client = invoiceClient(app, token);
    const invoice = await client.created({ contact_id: await client.contact(), invoice_items: [line()] });
    const fills: Record<string, string[]> = {};
    for (const layout of ['classic', 'modern', 'compact']) {
      expect((await putAccount(token, { invoice_layout: layout, accent_color: '#b45309' })).statusCode).toBe(
        200,
      );
      const pdf = await app.inject({ url: `/api/invoices/${invoice.id}/pdf`, headers: bearer(token) });
      expect(pdf.statusCode, layout).toBe(200);
      const [text] = await pdfPages(pdf.rawPayload);
      expect(text).toContain(invoice.invoice_number);
      fills[layout] = await pdfFillColors(pdf.rawPayload);
      expect(fills[layout], layout).toContain('#b45309');
    }
    // The classic and modern layouts fill the table header (grey, or the accent); compact fills nothing grey.
    expect(fills.classic).toContain('#f1f5f9');
    expect(fills.compact).not.toContain('#f1f5f9');
    expect(fills.modern?.filter((color) => color === '#b45309').length).toBeGreaterThan(
      fills.classic?.filter((color) => color === '#b45309').length ?? 0,
    );
  });
});
