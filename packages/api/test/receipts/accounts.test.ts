import { describe, expect, it } from 'vitest';
import {
  type ExpenseAccountRef,
  guessCategory,
  normaliseMerchant,
  parseReceiptText,
  suggestAccount,
} from '../../src/adapters/receipts/index.ts';
import { accountId, TEST_EXPENSE_ACCOUNTS } from '../fixtures/receipts/chart.ts';

const none = new Map<string, number>();
const suggest = (merchant: string | null, text: string, accounts = TEST_EXPENSE_ACCOUNTS, known = none) =>
  suggestAccount(merchant, text, { knownMerchants: known, expenseAccounts: accounts });

describe('suggested account', () => {
  it.each([
    ['SHELL WESTLANDS', 'Diesel 32.258 L', 'Motor Vehicle Expenses'],
    ['RUBIS ENERGY', 'Super Petrol', 'Motor Vehicle Expenses'],
    ['TotalEnergies Mombasa Road', 'Diesel', 'Motor Vehicle Expenses'],
    ['KENYA POWER', 'Prepaid token 85.3 kWh', 'Utilities'],
    ['NAIROBI CITY WATER & SEWERAGE COMPANY', 'Water charges', 'Utilities'],
    ['Safaricom PLC', 'Airtime top up', 'Telephone & Internet'],
    ['AIRTEL KENYA', 'Data Bundle 15GB', 'Telephone & Internet'],
    ['Java House', 'Cappuccino', 'Meals & Entertainment'],
    ['KFC MOI AVENUE', 'Streetwise 2', 'Meals & Entertainment'],
    ['CHICKEN INN MOI AVENUE', '', 'Meals & Entertainment'],
    ['Text Book Centre', 'A4 Paper Ream', 'Office Costs'],
    ['NAIVAS SUPERMARKET', 'Milk Bread Sugar', 'Office Costs'],
    ['Carrefour Two Rivers', 'Bananas', 'Office Costs'],
    ['SAROVA STANLEY HOTEL', 'Room charge', 'Travel'],
    ['Bolt', 'Ride fare', 'Travel'],
    ['Kenya Airways', 'Base fare', 'Travel'],
    ['EQUITY BANK KENYA LIMITED', 'Monthly ledger fee', 'Bank Charges'],
    ['MWANGI PROPERTIES LIMITED', 'being rent for Suite 4B', 'Rent'],
    ['PRINTMAX SIGNS & BRANDING', 'Roll-up banners, flyers', 'Advertising & Marketing'],
    ['TUMAINI HARDWARE', 'Cement 50kg', 'General Expenses'],
    ['GOODLIFE PHARMACY', 'Panadol', 'General Expenses'],
  ])('%s → %s', (merchant, text, account) => {
    expect(suggest(merchant, `${merchant}\n${text}`)).toBe(accountId(account));
  });

  it('lets the merchant name outweigh words elsewhere on the receipt', () => {
    // A supermarket that sells water and paper is still a supermarket.
    expect(guessCategory('NAIVAS', 'NAIVAS\nDasani Water 1L\nToilet paper\nA4 paper')).toBe('groceries');
  });

  it('prefers what the business chose before for the same merchant', () => {
    const known = new Map([['shell westlands', accountId('Travel')]]);
    expect(suggest('SHELL WESTLANDS', 'Diesel', TEST_EXPENSE_ACCOUNTS, known)).toBe(accountId('Travel'));
    // Case, punctuation and "Ltd" aside, and a branch name added.
    const naivas = new Map([['naivas ltd', accountId('Meals & Entertainment')]]);
    expect(suggest('NAIVAS SUPERMARKET', '', TEST_EXPENSE_ACCOUNTS, naivas)).toBe(
      accountId('Meals & Entertainment'),
    );
    expect(suggest('Naivas, Ltd.', '', TEST_EXPENSE_ACCOUNTS, naivas)).toBe(
      accountId('Meals & Entertainment'),
    );
  });

  it('ignores a remembered account that is no longer an expense account', () => {
    const known = new Map([['shell westlands', 999]]);
    expect(suggest('SHELL WESTLANDS', 'Diesel', TEST_EXPENSE_ACCOUNTS, known)).toBe(
      accountId('Motor Vehicle Expenses'),
    );
  });

  it('does not match a short remembered name inside another word', () => {
    const known = new Map([['tot', accountId('Rent')]]);
    expect(suggest('TotalEnergies', 'Diesel', TEST_EXPENSE_ACCOUNTS, known)).toBe(
      accountId('Motor Vehicle Expenses'),
    );
  });

  it('matches account names flexibly (numbers, other wording)', () => {
    const chart: ExpenseAccountRef[] = [
      { id: 1, name: '6000 Fuel & Oil', full_name: '6000 Fuel & Oil', full_number: '6000' },
      { id: 2, name: 'Electricity and Water', full_name: '6100 Electricity and Water', full_number: '6100' },
      { id: 3, name: 'Sundry Expenses', full_name: '6900 Sundry Expenses', full_number: '6900' },
    ];
    expect(suggest('SHELL', 'Diesel', chart)).toBe(1);
    expect(suggest('KENYA POWER', 'token', chart)).toBe(2);
    expect(suggest('JAVA HOUSE', 'latte', chart)).toBe(3);
  });

  it('falls back to a General or Office account, else none', () => {
    expect(suggest('ACME WIDGETS', 'Widget 100.00')).toBe(accountId('General Expenses'));
    const officeOnly = TEST_EXPENSE_ACCOUNTS.filter((a) => a.name === 'Office Costs' || a.name === 'Rent');
    expect(suggest('ACME WIDGETS', 'Widget 100.00', officeOnly)).toBe(accountId('Office Costs'));
    const rentOnly = TEST_EXPENSE_ACCOUNTS.filter((a) => a.name === 'Rent');
    expect(suggest('ACME WIDGETS', 'Widget 100.00', rentOnly)).toBeNull();
    expect(suggest('SHELL', 'Diesel', [])).toBeNull();
  });

  it('normalises merchant names', () => {
    expect(normaliseMerchant('  Naivas  Ltd. ')).toBe('naivas');
    expect(normaliseMerchant('Tumaini Hardware & Building Supplies')).toBe(
      'tumaini hardware and building supplies',
    );
    expect(normaliseMerchant('Café Einstein')).toBe('cafe einstein');
  });

  it('is part of parseReceiptText', () => {
    const known = new Map([['java house', accountId('Travel')]]);
    const result = parseReceiptText('Java House\nTOTAL 950.00', {
      knownMerchants: known,
      expenseAccounts: TEST_EXPENSE_ACCOUNTS,
    });
    expect(result.suggested_account).toEqual({ id: accountId('Travel') });
  });
});
