import { describe, expect, it } from 'vitest';
import { findAmounts, parseNumber, usesDecimalComma } from '../../src/adapters/receipts/amounts.ts';
import { findDates, isoDate } from '../../src/adapters/receipts/dates.ts';
import { parseReceiptFields, parseReceiptText } from '../../src/adapters/receipts/index.ts';
import { impliedVatRate, summariseItems } from '../../src/adapters/receipts/parse.ts';
import { itemsToLines } from '../../src/adapters/receipts/pdf.ts';
import { accountId, TEST_EXPENSE_ACCOUNTS } from '../fixtures/receipts/chart.ts';

const context = { knownMerchants: new Map<string, number>(), expenseAccounts: TEST_EXPENSE_ACCOUNTS };
const fields = (text: string) => parseReceiptFields(text);

describe('amounts', () => {
  it.each([
    ['1,234.50', false, 1234.5],
    ['1.234,50', false, 1234.5],
    ['1234', false, 1234],
    ['12,50', true, 12.5],
    ['12,50', false, 12.5],
    ['1,234', false, 1234],
    ['1.234', true, 1234],
    ['1.234', false, 1.234],
    ['1 234.50', false, 1234.5],
    ["1'234.50", false, 1234.5],
    ['1,234,567.89', false, 1234567.89],
    ['1.234.567,89', true, 1234567.89],
  ])('parses %s (decimal comma: %s)', (raw, comma, value) => {
    expect(parseNumber(raw, comma)?.value).toBe(value);
  });

  it('rejects tokens that are no number', () => {
    expect(parseNumber('1,23,4', false)).toBeNull();
    expect(parseNumber('12.34.5', false)).toBeNull();
  });

  it('finds amounts with their currencies, and percentages', () => {
    const found = findAmounts('VAT 16% KES 1 234.50 and Ksh1,234 and $45.00 and € 12,90', false);
    expect(found.map((a) => [a.value, a.currency, a.percent])).toEqual([
      [16, null, true],
      [1234.5, 'KES', false],
      [1234, 'KES', false],
      [45, 'USD', false],
      [12.9, 'EUR', false],
    ]);
  });

  it('does not take digits glued to letters (codes, sizes) for amounts', () => {
    expect(findAmounts('PIN P051234567X code QGH7XK2L9P Milk 500ml', false)).toEqual([]);
    expect(findAmounts('TOTAL190.00', false).map((a) => a.value)).toEqual([190]);
  });

  it('does not take a word ending in "kes" for a currency', () => {
    expect(findAmounts('Cakes 2', false)[0]?.currency).toBeNull();
  });

  it('tells a decimal-comma document from a decimal-point one', () => {
    expect(usesDecimalComma('Summe 74,20\nMwSt 11,85\nBar 80,00')).toBe(true);
    expect(usesDecimalComma('TOTAL 1,140.00\nVAT 157.24')).toBe(false);
  });
});

describe('dates', () => {
  it.each([
    ['2026-11-21', '2026-11-21'],
    ['2026/11/21 14:32', '2026-11-21'],
    ['Date: 21/11/2026', '2026-11-21'],
    ['21-11-2026', '2026-11-21'],
    ['21.11.2026', '2026-11-21'],
    ['05/11/2026', '2026-11-05'],
    ['21/11/26 at 1:15 PM', '2026-11-21'],
    ['21 Nov 2026', '2026-11-21'],
    ['21-Nov-26', '2026-11-21'],
    ['21st November, 2026', '2026-11-21'],
    ['Nov 21, 2026', '2026-11-21'],
    ['November 21st 2026', '2026-11-21'],
    ['Sat, 21 Nov 2026', '2026-11-21'],
    ['11/28/2026', '2026-11-28'],
    ['2026-11-21T14:32:00Z', '2026-11-21'],
    ['1 Sept 2026', '2026-09-01'],
  ])('reads %s as %s', (text, iso) => {
    expect(findDates(text)[0]?.iso).toBe(iso);
  });

  it('ignores impossible dates', () => {
    expect(findDates('31/02/2026')).toEqual([]);
    expect(findDates('2026-13-01')).toEqual([]);
    expect(findDates('32 Nov 2026')).toEqual([]);
    expect(isoDate(2026, 2, 29)).toBeNull();
    expect(isoDate(2028, 2, 29)).toBe('2028-02-29');
  });

  it('does not read phone numbers, times or amounts as dates', () => {
    expect(findDates('Tel: 0722 123 456')).toEqual([]);
    expect(findDates('TOTAL 1,140.00 at 14:32')).toEqual([]);
    expect(findDates('12.345 L @ 186.00')).toEqual([]);
  });
});

describe('parseReceiptFields: totals', () => {
  it('prefers TOTAL over SUBTOTAL, VAT, cash and change', () => {
    const r = fields('SHOP\nSUBTOTAL 982.76\nVAT 16% 157.24\nTOTAL 1,140.00\nCASH 2,000.00\nCHANGE 860.00');
    expect(r.total).toBe(1140);
  });

  it('prefers GRAND TOTAL and AMOUNT DUE over a plain total', () => {
    expect(fields('SHOP\nTotal 100.00\nService 10.00\nGrand Total 110.00').total).toBe(110);
    expect(fields('SHOP\nTotal 5,000.00\nDeposit 1,000.00\nAmount Due KES 4,000.00').total).toBe(4000);
  });

  it.each([
    ['TOTAL KES 1,234.50', 1234.5],
    ['Total Ksh 1,234.50', 1234.5],
    ['TOTAL (KES) 1 234.50', 1234.5],
    ['Total Ksh1,234', 1234],
    ['TOTAL: $45.00', 45],
    ['Total € 12,90', 12.9],
    ['GESAMT EUR 1.234,50', 1234.5],
    ['T0TAL 190.00', 190],
    ['Total Payable 33,500.00', 33500],
    ['Amount: KES 2,000.00', 2000],
    ['Total charges KES 960.00', 960],
  ])('reads "%s"', (line, total) => {
    expect(fields(`SOME SHOP\n${line}`).total).toBe(total);
  });

  it('reads a total printed on the line below its label', () => {
    expect(fields('SHOP\nTOTAL\n1,140.00\nCASH\n2,000.00').total).toBe(1140);
  });

  it('skips ETR tax-code totals (TOTAL A-16%, TOTAL E-EXEMPT, TOTAL TAX A)', () => {
    const r = fields(
      'QUICKMART\nTOTAL 2,475.00\nTOTAL A-16% 1,115.00\nTOTAL E-EXEMPT 1,360.00\nTOTAL TAX A 153.79\nM-PESA 2,475.00',
    );
    expect(r.total).toBe(2475);
    expect(r.vatRate).toBe(16);
  });

  it('skips item counts, discounts and savings lines', () => {
    const r = fields('SHOP\nTOTAL ITEMS 13\nTOTAL DISCOUNT 50.00\nYOU SAVED 50.00\nTOTAL 950.00');
    expect(r.total).toBe(950);
  });

  it('takes the total that equals subtotal plus VAT', () => {
    const r = fields('SHOP\nSub Total 100.00\nVAT 16.00\nTotal 116.00\nTotal 120.00 (rounded)');
    expect(r.total).toBe(116);
  });

  it('adds subtotal and VAT when no total is printed', () => {
    expect(fields('SHOP\nSubtotal 100.00\nVAT 16% 16.00').total).toBe(116);
  });

  it('takes cash tendered minus change when nothing says TOTAL', () => {
    expect(fields('SHOP\nBread 60.00\nMilk 130.00\nCash 500.00\nChange 310.00').total).toBe(190);
  });

  it('falls back to the largest amount with cents, then to a payment line', () => {
    expect(fields('SHOP\nBread 60.00\nMilk 130.00\nPaid by card 130.00').total).toBe(130);
    expect(fields('SHOP\nM-PESA 1,140.00').total).toBe(1140);
  });

  it('reads an M-Pesa confirmation', () => {
    const r = fields(
      'QGH7XK2L9P Confirmed. Ksh1,500.00 paid to SHELL WESTLANDS. on 21/11/26 at 2:32 PM New M-PESA balance is Ksh12,340.00. Transaction cost, Ksh0.00.',
    );
    expect(r).toMatchObject({
      merchant: 'SHELL WESTLANDS',
      total: 1500,
      date: '2026-11-21',
      transactionNumber: 'QGH7XK2L9P',
      currency: 'KES',
    });
  });

  it('reads a European receipt with decimal commas', () => {
    const r = fields(
      'Café de Paris\n12 Rue Royale\n21.11.2026\nCroissant 2,50\nCafé 3,20\nTOTAL EUR 1.234,50\nTVA 10% 0,52',
    );
    expect(r).toMatchObject({ merchant: 'Café de Paris', total: 1234.5, vatRate: 10, currency: 'EUR' });
  });

  it('does not take litres with three decimals for money', () => {
    expect(fields('SHELL\nDiesel 32.258 L @ 186.00').total).toBe(186);
  });
});

describe('parseReceiptFields: VAT', () => {
  it.each([
    ['VAT 16% 157.24', 16],
    ['V.A.T @16% 544.83', 16],
    ['VAT (16.00%) 827.59', 16],
    ['VAT @ 16 160.00', 16],
    ['VAT A 16.00% 688.97', 16],
    ['V.A.T @8% 333.33', 8],
    ['MwSt 19% 11,85', 19],
    ['16% VAT incl. 184.83', 16],
  ])('reads "%s" as %s %%', (line, rate) => {
    expect(fields(`SHOP\nTOTAL 1,000.00\n${line}`).vatRate).toBe(rate);
  });

  it('computes the rate from the VAT amount and the total, snapped to 16, 8 or 0', () => {
    expect(fields('SHOP\nVAT 137.93\nTotal 1,000.00').vatRate).toBe(16);
    expect(fields('SHOP\nVAT 74.07\nTotal 1,000.00').vatRate).toBe(8);
    expect(fields('SHOP\nVAT 0.00\nTotal 1,000.00').vatRate).toBe(0);
    expect(impliedVatRate(157.24, 1140, 982.76)).toBe(16);
    expect(impliedVatRate(123.45, 1000, null)).toBeNull();
  });

  it('reads exempt and zero-rated receipts as 0 %', () => {
    expect(fields('PHARMACY\nTOTAL 2,380.00\nVAT EXEMPT').vatRate).toBe(0);
    expect(fields('SHOP\nTOTAL 500.00\nZero rated supplies').vatRate).toBe(0);
  });

  it('leaves the rate empty when the receipt says nothing about VAT', () => {
    expect(fields('BOLT\nRide fare KES 1,480.00\nTotal KES 1,550.00').vatRate).toBeNull();
  });

  it('does not read a VAT registration number as a rate or an amount', () => {
    const r = fields('HOTEL\nVAT No: 0112233A\nPIN: P051100223K\nTotal 1,000.00');
    expect(r.vatRate).toBeNull();
    expect(r.vatAmount).toBeNull();
  });
});

describe('parseReceiptFields: dates', () => {
  it('prefers the line labelled Date over other dates', () => {
    const r = fields('HOTEL\nArrival: 16/11/2026\nDeparture: 18/11/2026\nDate: 18/11/2026\nTotal 100.00');
    expect(r.date).toBe('2026-11-18');
  });

  it('ignores due and expiry dates when another date is there', () => {
    expect(fields('SHOP\nDue date: 30/11/2026\nIssued 21/11/2026\nTotal 100.00').date).toBe('2026-11-21');
    expect(fields('SHOP\nValid until 31/12/2026\n21 Nov 2026\nTotal 100.00').date).toBe('2026-11-21');
  });

  it('uses a due date when it is the only one', () => {
    expect(fields('SHOP\nDue 30/11/2026\nTotal 100.00').date).toBe('2026-11-30');
  });
});

describe('parseReceiptFields: transaction numbers', () => {
  it.each([
    ['Receipt No: 0045127', '0045127'],
    ['Receipt #: R-2026-0042', 'R-2026-0042'],
    ['RCPT NO. 7741', '7741'],
    ['Invoice #: TBC-SC-104233', 'TBC-SC-104233'],
    ['Invoice No: INV/2026/118', 'INV/2026/118'],
    ['Trans ID: RB2611-00734', 'RB2611-00734'],
    ['TXN QGH7XK2L9P', 'QGH7XK2L9P'],
    ['Txn ID: MP261119.0830.A41872', 'MP261119.0830.A41872'],
    ['Bill No: 7741', '7741'],
    ['Order # 2207', '2207'],
    ['CU INVOICE NO: 0170447890000214588', '0170447890000214588'],
    ['Ticket No: 7062411889021', '7062411889021'],
    ['Reference EQ/CHG/2611/55821', 'EQ/CHG/2611/55821'],
    ['Trans ID:   ;  RB2611-00734', 'RB2611-00734'],
    ['Rept#: CF-0099213', 'CF-0099213'],
    ['Waybill No: G4S-7788123', 'G4S-7788123'],
  ])('reads "%s"', (line, number) => {
    expect(fields(`SOME SHOP\n${line}\nTOTAL 100.00`).transactionNumber).toBe(number);
  });

  it('reads a number printed on the line below its label', () => {
    expect(fields('SHOP\nReceipt No:\nSL-88213\nTOTAL 100.00').transactionNumber).toBe('SL-88213');
  });

  it('prefers the receipt number over the CU invoice number and the M-Pesa code', () => {
    const r = fields(
      'SHOP\nCU INVOICE NO: 0170447890000214588\nReceipt No: QM-7732\nM-PESA SKL4R2T9XB\nTOTAL 1.00',
    );
    expect(r.transactionNumber).toBe('QM-7732');
  });

  it('finds a bare M-Pesa code, but not a KRA PIN', () => {
    expect(fields('SHOP\nPIN: P051234567X\nTOTAL 100.00').transactionNumber).toBeNull();
    expect(fields('SHOP\nP051234567X\nTOTAL 100.00').transactionNumber).toBeNull();
    expect(fields('SHOP\nPaid with M-PESA SKL4R2T9XB\nTOTAL 100.00').transactionNumber).toBe('SKL4R2T9XB');
  });

  it('does not take a date or a word for a number', () => {
    expect(fields('SHOP\nInvoice No: 21/11/2026\nTOTAL 100.00').transactionNumber).toBeNull();
    expect(fields('SHOP\nReference: see below\nTOTAL 100.00').transactionNumber).toBeNull();
  });
});

describe('parseReceiptFields: merchant', () => {
  it('skips RECEIPT / TAX INVOICE headings, addresses, phones and PINs', () => {
    const r = fields(
      'TAX INVOICE\nRECEIPT\nP.O. Box 61600-00200 Nairobi\nTel: 0709 883 000\nPIN: P051234567X\nNAIVAS SUPERMARKET\nTOTAL 1.00',
    );
    expect(r.merchant).toBe('NAIVAS SUPERMARKET');
  });

  it('takes the first line even when it holds an address word', () => {
    expect(fields('KFC MOI AVENUE\nMoi Avenue, Nairobi CBD\nTOTAL 1.00').merchant).toBe('KFC MOI AVENUE');
    expect(fields('TAX INVOICE\nText Book Centre\nSarit Centre, Westlands\nTOTAL 1.00').merchant).toBe(
      'Text Book Centre',
    );
    expect(fields('AIRTEL KENYA\nAirtel Money Receipt\nTotal 1.00').merchant).toBe('AIRTEL KENYA');
  });

  it('skips an address line that comes after the name', () => {
    expect(fields('Java House\nThe Junction Mall, Ngong Road\nTOTAL 1.00').merchant).toBe('Java House');
  });

  it('drops "Welcome to" and OCR noise around the name', () => {
    expect(fields('*** WELCOME TO CHANDARANA FOODPLUS ***\nTOTAL 1.00').merchant).toBe('CHANDARANA FOODPLUS');
    expect(fields('| ~\n© MAMA OLIECH RESTAURANT\nTOTAL 1.00').merchant).toBe('MAMA OLIECH RESTAURANT');
  });

  it('skips a greeting line that OCR garbled', () => {
    expect(fields('Fxx WELCOMESTO was 3\nCHANDARANA FOODPLUS\nTOTAL 1.00').merchant).toBe(
      'CHANDARANA FOODPLUS',
    );
    expect(fields('WELCOME TO\nQUICKMART KILIMANI\nTOTAL 1.00').merchant).toBe('QUICKMART KILIMANI');
  });

  it('uses a Merchant: label when there is one', () => {
    expect(fields('PAYMENT RECEIPT\nDate: 21/11/2026\nMerchant: Jumia Kenya\nTotal 1.00').merchant).toBe(
      'Jumia Kenya',
    );
  });

  it('does not take a date, an amount or a receipt number line for the name', () => {
    expect(fields('21/11/2026 14:32\nReceipt No: 55\nTOTAL 100.00').merchant).toBeNull();
  });
});

describe('parseReceiptFields: items', () => {
  it('lists item names without quantities and prices', () => {
    const r = fields(
      'NAIVAS\nDate: 14/11/2026\nBrookside Milk 500ml 130.00\n2 x 65.00\nSupa Loaf White 400g 65.00\n2 x Pepsi 500ml 300.00\nSUBTOTAL 495.00\nTOTAL 495.00',
    );
    expect(r.items).toEqual(['Brookside Milk 500ml', 'Supa Loaf White 400g', 'Pepsi 500ml']);
  });

  it('reads a name on its own line with its price on the next', () => {
    expect(fields('SHELL\nV-Power Diesel\n32.258 L @ 186.00 6,000.00\nTOTAL 6,000.00').items).toEqual([
      'V-Power Diesel',
    ]);
  });

  it('summarises at most three items', () => {
    expect(summariseItems(['A1', 'B2', 'C3', 'D4', 'E5'])).toBe('A1, B2, C3 and 2 more');
    expect(summariseItems([])).toBeNull();
  });
});

describe('parseReceiptText', () => {
  it('answers the contract shape with descriptions and a suggested account', () => {
    const result = parseReceiptText(
      'NAIVAS SUPERMARKET\nDate: 14/11/2026\nReceipt No: 0045127\nMilk 500ml 130.00\nBread 65.00\nTOTAL KES 195.00\nVAT 16% 26.90',
      context,
    );
    expect(result).toEqual({
      items_description: 'Milk 500ml, Bread',
      order: { total: 195, vat: { rate: 16 }, description: 'NAIVAS SUPERMARKET: Milk 500ml, Bread' },
      metadata: { date: '2026-11-14', transaction_number: '0045127' },
      suggested_account: { id: accountId('Office Costs') },
      attachment_description: 'Receipt from NAIVAS SUPERMARKET dated 2026-11-14',
      merchant: { name: 'NAIVAS SUPERMARKET' },
    });
  });

  it('answers nulls for an empty text, never throws', () => {
    expect(parseReceiptText('', { knownMerchants: new Map(), expenseAccounts: [] })).toEqual({
      items_description: null,
      order: { total: null, vat: { rate: null }, description: null },
      metadata: { date: null, transaction_number: null },
      suggested_account: null,
      attachment_description: null,
      merchant: { name: null },
    });
  });

  it('survives garbage', () => {
    const junk = Array.from({ length: 2000 }, (_, i) => String.fromCharCode(32 + ((i * 7919) % 95))).join('');
    expect(() => parseReceiptText(`${junk}\n${junk}`, context)).not.toThrow();
  });
});

describe('PDF text lines', () => {
  it('joins runs on one baseline left to right and orders lines top to bottom', () => {
    const item = (str: string, x: number, y: number) => ({ str, x, y, width: str.length * 5, height: 10 });
    expect(
      itemsToLines([
        item('1,140.00', 200, 700),
        item('TOTAL', 20, 700.5),
        item('SHOP', 20, 760),
        item('', 0, 0),
      ]),
    ).toEqual(['SHOP', 'TOTAL   1,140.00']);
  });
});
