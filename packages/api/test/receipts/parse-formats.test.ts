/**
 * The parser on the shapes of receipt the evaluation set measures, with examples of its own (the evaluation
 * files are never read here): brands over operating companies, e-mailed invoices, document and subject lines,
 * app screenshots, German and French invoices, VAT as a code or an amount only.
 */
import { describe, expect, it } from 'vitest';
import { findAmounts } from '../../src/adapters/receipts/amounts.ts';
import { findDates } from '../../src/adapters/receipts/dates.ts';
import { parseReceiptFields, parseReceiptPasses } from '../../src/adapters/receipts/index.ts';

const fields = (text: string) => parseReceiptFields(text);

describe('merchant', () => {
  it('prefers the brand to the company operating it', () => {
    expect(fields('VIVO ENERGY KENYA LTD\nShell Thika Road\nTOTAL 2,000.00').merchant).toBe('Shell');
    expect(fields('SIMBISA BRANDS KENYA LTD\nChicken Inn\nTOTAL 900.00').merchant).toBe('Chicken Inn');
    // A company of several brands with none printed keeps its own name.
    expect(fields('MULTICHOICE KENYA LTD\nAgent 44\nTOTAL 900.00').merchant).toBe('MULTICHOICE KENYA LTD');
    // A short name next to an unknown company's name is its brand.
    expect(fields('ACME RETAIL HOLDINGS LTD\nDUKA BORA\nTOTAL 900.00').merchant).toBe('DUKA BORA');
  });

  it("takes an e-mail's sender, not its subject", () => {
    const text = 'Your receipt from Kinoo Cloud\nFrom: Kinoo Cloud <billing@kinoo.example>\nTotal USD 12.00';
    expect(fields(text).merchant).toBe('Kinoo Cloud');
    // A generic sender name is no merchant.
    expect(fields('From: billing <billing@x.example>\nMAWINGU HOSTING\nTotal 5.00').merchant).toBe(
      'MAWINGU HOSTING',
    );
  });

  it('skips document words, greetings, places, item and amount lines', () => {
    expect(fields('RECHNUNG\nCafé Sonnenschein\nSumme 12,50').merchant).toBe('Café Sonnenschein');
    expect(fields('FACTURE\nLibrairie du Port\nTotal TTC 9,90').merchant).toBe('Librairie du Port');
    expect(fields('Trip summary\nThanks for riding, Wanjiku\nTotal KES 450').merchant).toBeNull();
    expect(fields('Order delivered\n1x Pilau 450\nDelivery 99').merchant).toBeNull();
    expect(fields('Paid with M-Pesa\nTotal KES 450').merchant).toBeNull();
    expect(fields('MOMBASA COUNTY\nParking Fees\nAmount KES 100.00').merchant).toBe('MOMBASA COUNTY');
    expect(fields('Westlands Branch\nTOTAL 100.00').merchant).toBeNull();
  });

  it("reads the payee of an M-Pesa app's card line", () => {
    const text = 'Transaction successful\nPaid to   KIOSK YA MAMA\nTill number 123456\nDate 01 Dec 2026';
    expect(fields(text).merchant).toBe('KIOSK YA MAMA');
  });
});

describe('totals', () => {
  it('reads an M-Pesa SMS wrapped over lines, not its daily limit', () => {
    const text =
      'QWE1RT2Y3U Confirmed. Ksh2,300.00 paid\nto DUKA LA JUMA. on 3/12/26 at 9:00 AM.\nAmount you can transact within the day is 497,700.00.';
    expect(fields(text).total).toBe(2300);
  });

  it('reads German and French totals, not the net amount', () => {
    expect(fields('Summe netto 100,00 €\nMwSt. 19 % 19,00 €\nGesamtbetrag 119,00 €').total).toBe(119);
    expect(fields('Total HT 50,00 €\nTVA 20 % 10,00 €\nTotal TTC 60,00 €').total).toBe(60);
    expect(fields('Montant HT 1 000,00 €\nMontant TTC 1 200,00 €').total).toBe(1200);
  });

  it('does not read a spaced dash as a minus sign', () => {
    expect(fields('TOTAL SALES   -   1,500.00').total).toBe(1500);
  });

  it('takes an amount followed by a euro sign with spaces as thousands separators', () => {
    expect(findAmounts('Montant TTC 1 067,68 €', true).map((a) => a.value)).toEqual([1067.68]);
  });
});

describe('VAT', () => {
  it('reads a tax code with its rate, and a degree sign OCR made of the percent', () => {
    expect(fields('TOTAL 1,160.00\nVAT code B 16.00%  160.00').vatRate).toBe(16);
    expect(fields('TOTAL 1,160.00\nTAX B 16.00°  160.00').vatRate).toBe(16);
  });

  it('replaces a rate no country charges (an OCR slip) by the one the amounts imply', () => {
    expect(fields('TOTAL KES 1,080.00\nVAT code B 8.60%   80.00').vatRate).toBe(8);
  });

  it('answers 0 for an exempt sale even when an item line mentions tax', () => {
    expect(fields('Tax Handbook 2026   1,200.00\nTOTAL 1,200.00\nVAT EXEMPT').vatRate).toBe(0);
  });
});

describe('dates and numbers', () => {
  it('reads German and French month names', () => {
    expect(findDates('Datum: 4. März 2026')[0]?.iso).toBe('2026-03-04');
    expect(findDates('Date de facturation 2 décembre 2026')[0]?.iso).toBe('2026-12-02');
    expect(findDates('le 15 juillet 2026')[0]?.iso).toBe('2026-07-15');
  });

  it('skips travel and stay dates for the issue date', () => {
    expect(fields('Flight 20 Dec 2026\nIssued: 01 Dec 2026\nTotal 100.00').date).toBe('2026-12-01');
  });

  it('reads German and French invoice numbers', () => {
    expect(fields('Rechnungsnummer: R-2026-0042\nSumme 10,00').transactionNumber).toBe('R-2026-0042');
    expect(fields('Facture n° F2026-118\nTotal TTC 10,00').transactionNumber).toBe('F2026-118');
    expect(fields('Beleg-Nr. 7781\nSumme 5,00').transactionNumber).toBe('7781');
    expect(fields('Order 55120987 · 02/12/2026\nTotal KES 700').transactionNumber).toBe('55120987');
  });
});

describe('several OCR passes', () => {
  it("fills the first pass's gaps from the later ones, never overrides what it found", () => {
    const merged = parseReceiptPasses([
      'NYAYO STORES\nTOTAL 500.00',
      'NYAY0 5TORES\nDate: 02/12/2026\nTOTAL 800.00',
    ]);
    expect(merged).toMatchObject({ merchant: 'NYAYO STORES', total: 500, date: '2026-12-02' });
  });
});
