import { describe, expect, it } from 'vitest';
import { parseMpesaMessage } from '../../src/adapters/receipts/mpesa-message.ts';
import { mpesaSuggestion } from '../../src/adapters/receipts/mpesa-suggestion.ts';

const found = (text: string) => {
  const message = parseMpesaMessage(text);
  if (!message) return null;
  return {
    ...message,
    amount: message.amountCents.toString(),
    cost: message.costCents?.toString() ?? null,
  };
};

describe('M-Pesa confirmation messages', () => {
  it.each([
    {
      shape: 'buy goods (till)',
      text: 'SLK4H7R2QP Confirmed. Ksh1,190.00 paid to NAIVAS WESTLANDS. on 12/3/26 at 1:14 PM.New M-PESA balance is Ksh4,310.50. Transaction cost, Ksh0.00. Amount you can transact within the day is 498,810.00. Download new M-PESA app & get 500MB FREE data.',
      want: {
        code: 'SLK4H7R2QP',
        kind: 'buy_goods',
        paidTo: 'NAIVAS WESTLANDS',
        businessNumber: null,
        accountNumber: null,
        phone: null,
        amount: '119000',
        cost: '0',
        date: '2026-03-12',
        time: '13:14',
      },
    },
    {
      shape: 'paybill with account number',
      text: 'SLK2AB3CD4 Confirmed. Ksh2,500.00 sent to KPLC PREPAID for account 54123456789 on 5/3/26 at 9:02 AM New M-PESA balance is Ksh10,200.00. Transaction cost, Ksh33.00.Amount you can transact within the day is 497,500.00.',
      want: {
        code: 'SLK2AB3CD4',
        kind: 'paybill',
        paidTo: 'KPLC PREPAID',
        accountNumber: '54123456789',
        phone: null,
        amount: '250000',
        cost: '3300',
        date: '2026-03-05',
        time: '09:02',
      },
    },
    {
      shape: 'send money to a phone',
      text: 'SLK9ZZ1YX8 Confirmed. Ksh500.00 sent to JOHN DOE 0712345678 on 1/3/26 at 7:45 PM. New M-PESA balance is Ksh3,120.00. Transaction cost, Ksh7.00. Amount you can transact within the day is 499,500.00.',
      want: {
        code: 'SLK9ZZ1YX8',
        kind: 'send_money',
        paidTo: 'JOHN DOE',
        phone: '0712345678',
        accountNumber: null,
        amount: '50000',
        cost: '700',
        date: '2026-03-01',
        time: '19:45',
      },
    },
    {
      shape: 'Pochi la Biashara (a name, no phone), spaced amount',
      text: 'TBQ7KD3M2A Confirmed. Ksh 350.00 sent to MARY WANJIKU on 28/2/26 at 12:05 PM. New M-PESA balance is Ksh 1,004.00. Transaction cost, Ksh 0.00.',
      want: { kind: 'send_money', paidTo: 'MARY WANJIKU', phone: null, amount: '35000', cost: '0' },
    },
    {
      shape: 'KES, lower case and line breaks inside',
      text: 'tbq1ab2cd3 confirmed.\nKES12,345.50 paid to\nJAVA HOUSE\nKIMATHI ST.\non 31/12/25 at 12:30 am.\nNew M-PESA balance is KES100.00.\nTransaction cost, KES0.00.',
      want: {
        code: 'TBQ1AB2CD3',
        kind: 'buy_goods',
        paidTo: 'JAVA HOUSE KIMATHI ST',
        amount: '1234550',
        date: '2025-12-31',
        time: '00:30',
      },
    },
    {
      shape: 'till number printed before the name, four-digit year',
      text: 'RKT5GH6JK7 Confirmed. Ksh75,000.00 paid to 512345 - CARREFOUR TRM. on 7/11/2026 at 11:59 PM. New M-PESA balance is Ksh5.00. Transaction cost, Ksh0.00.',
      want: {
        paidTo: 'CARREFOUR TRM',
        businessNumber: '512345',
        amount: '7500000',
        date: '2026-11-07',
        time: '23:59',
      },
    },
    {
      shape: 'paybill without a transaction cost line, +254 phone left as the account',
      text: 'SLM3NN4PP5 Confirmed. Ksh1,000 sent to SAFARICOM POSTPAID for account +254722000000 on 15/6/26 at 10:00 AM.',
      want: {
        kind: 'paybill',
        paidTo: 'SAFARICOM POSTPAID',
        accountNumber: '+254722000000',
        amount: '100000',
        cost: null,
      },
    },
  ])('$shape', ({ text, want }) => {
    expect(found(text)).toMatchObject(want);
  });

  it.each([
    ['an empty text', ''],
    ['a bank SMS', 'Dear customer, your account was debited KES 2,000.00 on 12/3/26 at 1:14 PM.'],
    [
      'money received',
      'SLK4H7R2QP Confirmed. You have received Ksh1,000.00 from JOHN DOE 0712345678 on 12/3/26 at 1:14 PM',
    ],
    ['a code of the wrong length', 'SLK4H7R2Q Confirmed. Ksh1,190.00 paid to NAIVAS. on 12/3/26 at 1:14 PM.'],
    ['a code of digits only', '1234567890 Confirmed. Ksh1,190.00 paid to NAIVAS. on 12/3/26 at 1:14 PM.'],
    [
      'a date that does not exist',
      'SLK4H7R2QP Confirmed. Ksh1,190.00 paid to NAIVAS. on 31/2/26 at 1:14 PM.',
    ],
    [
      'a time that does not exist',
      'SLK4H7R2QP Confirmed. Ksh1,190.00 paid to NAIVAS. on 3/2/26 at 13:14 PM.',
    ],
    ['a zero amount', 'SLK4H7R2QP Confirmed. Ksh0.00 paid to NAIVAS. on 3/2/26 at 1:14 PM.'],
    ['an amount with three decimals', 'SLK4H7R2QP Confirmed. Ksh1.005 paid to NAIVAS. on 3/2/26 at 1:14 PM.'],
  ])('%s is not a confirmation', (_name, text) => {
    expect(parseMpesaMessage(text)).toBeNull();
  });
});

describe('M-Pesa message as an expense suggestion', () => {
  const context = {
    knownMerchants: new Map<string, number>(),
    expenseAccounts: [{ id: 7, name: 'Utilities', full_name: '6200 Utilities', full_number: '6200' }],
  };
  const message = parseMpesaMessage(
    'SLK2AB3CD4 Confirmed. Ksh2,500.00 sent to KPLC PREPAID for account 54123456789 on 5/3/26 at 9:02 AM. Transaction cost, Ksh33.00.',
  )!;

  it('suggests the account from the paid-to name and puts the cost on Bank Charges', () => {
    const suggestion = mpesaSuggestion(message, context, { bankCharges: 68, mpesa: 30 });
    expect(suggestion).toMatchObject({
      order: { total: 2500, vat: { rate: 0 } },
      suggested_account: { id: 7 },
      paid_from_account: { id: 30 },
      charges: { total: 33, ledger_account: { id: 68 } },
    });
  });

  it('leaves the charge and the paying account out when they cannot be chosen', () => {
    const suggestion = mpesaSuggestion(message, context, { bankCharges: null, mpesa: null });
    expect(suggestion.charges).toBeNull();
    expect(suggestion.paid_from_account).toBeNull();
    expect(suggestion.mpesa.transaction_cost).toBe(33);
  });
});
