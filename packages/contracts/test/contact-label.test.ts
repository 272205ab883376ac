import { describe, expect, it } from 'vitest';
import {
  contactLabel,
  contactName,
  documentFileName,
  paymentAdviceFileName,
  receiptFileName,
} from '../src/index.ts';

describe('contactName and contactLabel', () => {
  const emailOnly = { full_name: null, first_name: null, last_name: null, email: 'pay@duka.co.ke' };

  it('name a contact by full name, then first and last name, then company', () => {
    expect(contactName({ full_name: ' Amina Otieno ', first_name: 'A' })).toBe('Amina Otieno');
    expect(contactName({ first_name: 'Brian', last_name: ' Kamau' })).toBe('Brian Kamau');
    expect(contactName({ company_name: 'Duka Ltd', email: 'a@b.co' })).toBe('Duka Ltd');
    expect(contactLabel({ company_name: 'Duka Ltd', email: 'a@b.co' })).toBe('Duka Ltd');
  });

  it('fall back to the e-mail only in contactLabel, then to the fallback', () => {
    expect(contactName(emailOnly)).toBe('Unknown');
    expect(contactLabel(emailOnly)).toBe('pay@duka.co.ke');
    expect(contactLabel({ email: '  ' }, 'Customer')).toBe('Customer');
    expect(contactLabel(null, 'Customer')).toBe('Customer');
    expect(contactName(undefined)).toBe('Unknown');
  });
});

describe('documentFileName and receiptFileName', () => {
  it('name a PDF by its number and contact, leaving out what file systems refuse', () => {
    expect(documentFileName('INV-0042', { company_name: 'Achieng Fresh Juices' })).toBe(
      'INV-0042 Achieng Fresh Juices.pdf',
    );
    expect(documentFileName('INV-7', { full_name: 'A/B: "Duka" <Ltd>' })).toBe('INV-7 A B Duka Ltd.pdf');
    expect(receiptFileName('RCT-0007', { full_name: 'Amina Otieno' })).toBe('RCT-0007 Amina Otieno.pdf');
    expect(receiptFileName('RCT-0007', null)).toBe('RCT-0007.pdf');
    expect(paymentAdviceFileName('V/12', { company_name: 'Printmax' })).toBe(
      'Payment advice V 12 Printmax.pdf',
    );
  });
});
