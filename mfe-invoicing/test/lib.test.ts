import { contactLabel } from '@daftari/contracts';
import { describe, expect, it } from 'vitest';
import { stepStates } from '../src/components/StatusTracker.tsx';
import { statusText } from '../src/lib/display.ts';
import { itemFormDefaults, itemFormSchema, previewLine } from '../src/lib/item-form.ts';

const ITEM_FORM_DEFAULTS = itemFormDefaults(undefined);

import { readListParams, writeListParams } from '../src/lib/list-params.ts';
import { dueDateFor, termFor } from '../src/lib/terms.ts';

describe('list params', () => {
  it('reads page, per_page (only 10/25/50/100) and contact from the URL, with defaults', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ page: 1, perPage: 10, contactId: null });
    expect(readListParams(new URLSearchParams('page=3&per_page=25&contact=7'))).toEqual({
      page: 3,
      perPage: 25,
      contactId: 7,
    });
    expect(readListParams(new URLSearchParams('page=-1&per_page=33&contact=x'))).toEqual({
      page: 1,
      perPage: 10,
      contactId: null,
    });
  });

  it('goes back to page 1 when the page size or the contact changes, and leaves defaults out', () => {
    const current = { page: 3, perPage: 10, contactId: null };
    expect(writeListParams(current, { page: 4 }).toString()).toBe('page=4');
    expect(writeListParams(current, { perPage: 50 }).toString()).toBe('per_page=50');
    expect(writeListParams(current, { contactId: 2 }).toString()).toBe('contact=2');
    expect(writeListParams({ ...current, contactId: 2 }, { contactId: null }).toString()).toBe('');
  });
});

describe('display', () => {
  it('labels a contact by full name, else company, else email', () => {
    expect(contactLabel({ full_name: 'Amina Otieno', company_name: 'X', email: 'a@b.co' })).toBe(
      'Amina Otieno',
    );
    expect(contactLabel({ full_name: ' ', company_name: 'Lakeside Ltd', email: 'a@b.co' })).toBe(
      'Lakeside Ltd',
    );
    expect(contactLabel({ full_name: null, company_name: null, email: 'a@b.co' })).toBe('a@b.co');
    expect(contactLabel(null)).toBe('Unknown');
  });

  it('reads the badge from status_label, else status, else Draft', () => {
    expect(statusText({ status: 'sent', status_label: 'Overdue' })).toBe('Overdue');
    expect(statusText({ status: 'paid' })).toBe('Paid');
    expect(statusText({})).toBe('Draft');
  });
});

describe('status tracker', () => {
  it('marks Draft done once the status moves on and Sent done when paid', () => {
    expect(stepStates('draft')).toEqual({ draft: 'current', sent: 'upcoming', paid: 'upcoming' });
    expect(stepStates('sent')).toEqual({ draft: 'done', sent: 'current', paid: 'upcoming' });
    expect(stepStates('paid')).toEqual({ draft: 'done', sent: 'done', paid: 'done' });
  });
});

describe('payment terms', () => {
  it('computes due dates and recognises explicit ones', () => {
    expect(dueDateFor('2025-01-31', '30')).toBe('2025-03-02');
    expect(dueDateFor('2025-01-31', '0')).toBe('2025-01-31');
    expect(dueDateFor('2025-01-31', 'custom')).toBe('');
    expect(termFor('2025-01-01', '2025-01-15')).toBe('14');
    expect(termFor('2025-01-01', '2025-01-20')).toBe('custom');
  });
});

describe('item form', () => {
  const parse = (values: Partial<typeof ITEM_FORM_DEFAULTS>) =>
    itemFormSchema.safeParse({ ...ITEM_FORM_DEFAULTS, description: 'Work', ...values });
  const messages = (values: Partial<typeof ITEM_FORM_DEFAULTS>) => {
    const result = parse(values);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it("uses the spec's messages", () => {
    expect(messages({ quantity: '' })).toEqual(['Quantity is required']);
    expect(messages({ unit: '' })).toEqual(['Unit is required']);
    expect(messages({ description: '  ' })).toEqual(['Details are required']);
    expect(messages({ unit_price: 'ten' })).toEqual(['Unit Price must be a number']);
    expect(messages({ quantity: '0.5' })).toEqual(['Quantity must be at least 1']);
  });

  it('treats an empty price as 0, reads grouped numbers and keeps negatives', () => {
    expect(parse({ unit_price: '' }).data?.unit_price).toBe(0);
    expect(parse({ unit_price: '1,250.50' }).data?.unit_price).toBe(1250.5);
    expect(parse({ unit_price: '-300' }).data?.unit_price).toBe(-300);
  });

  it('previews the line exactly to the cent (the contract example: 57.48, 10% off, 21% tax)', () => {
    const line = previewLine({ ...ITEM_FORM_DEFAULTS, unit_price: '57.48', discount: '10', tax_rate: '21' });
    expect(line?.total).toBe(62.59);
    expect(previewLine({ ...ITEM_FORM_DEFAULTS, unit_price: 'abc' })).toBeNull();
  });
});

describe("a new line follows the business's VAT registration", () => {
  it('is at 16 % for a registered business, outside VAT for another, zero-rated while unknown', () => {
    expect(itemFormDefaults(true)).toMatchObject({ tax_rate: '16', tax_category: null });
    expect(itemFormDefaults(false)).toMatchObject({ tax_rate: '0', tax_category: 'non_vat' });
    expect(itemFormDefaults(undefined)).toMatchObject({ tax_rate: '0', tax_category: null });
  });
});
