import { contactLabel } from '@daftari/contracts';
import { describe, expect, it } from 'vitest';
import { hourlyEstimate, invoicedShare, projectTypeLabel } from '../src/lib/display.ts';
import { readListParams, writeListParams } from '../src/lib/list-params.ts';
import { projectFormSchema, toCreateRequest, withoutHiddenFields } from '../src/lib/project-form.ts';

describe('hourlyEstimate', () => {
  it('is hourly rate × total hours, exact to the cent, half away from zero', () => {
    expect(hourlyEstimate(0.1, 3)).toBe(0.3);
    expect(hourlyEstimate(1234.56, 7.25)).toBe(8950.56);
    expect(hourlyEstimate(0.05, 0.5)).toBe(0.03);
  });
});

describe('display', () => {
  it('names a contact by full name, else company, else email', () => {
    expect(contactLabel({ full_name: 'Amina', company_name: 'Savannah', email: 'a@b.co' })).toBe('Amina');
    expect(contactLabel({ full_name: ' ', company_name: 'Savannah', email: 'a@b.co' })).toBe('Savannah');
    expect(contactLabel({ full_name: null, company_name: null, email: 'a@b.co' })).toBe('a@b.co');
    expect(contactLabel({ full_name: null, company_name: null, email: null })).toBe('Unknown');
  });

  it('labels the project types', () => {
    expect(projectTypeLabel('fixed_price')).toBe('Fixed Price');
    expect(projectTypeLabel('hourly_rate')).toBe('Hourly Rate');
  });

  it('has no invoiced share without a budget', () => {
    expect(invoicedShare(50, 200)).toBe(0.25);
    expect(invoicedShare(50, null)).toBeNull();
    expect(invoicedShare(50, 0)).toBeNull();
  });
});

describe('list params', () => {
  it('reads page and per_page, defaulting bad values', () => {
    expect(readListParams(new URLSearchParams('page=3&per_page=25'))).toEqual({ page: 3, perPage: 25 });
    expect(readListParams(new URLSearchParams('page=-1&per_page=7'))).toEqual({ page: 1, perPage: 10 });
  });

  it('goes back to page 1 on a new page size and keeps defaults out of the URL', () => {
    expect(writeListParams({ page: 3, perPage: 10 }, { perPage: 50 }).toString()).toBe('per_page=50');
    expect(writeListParams({ page: 1, perPage: 10 }, { page: 2 }).toString()).toBe('page=2');
    expect(writeListParams({ page: 2, perPage: 10 }, { page: 1 }).toString()).toBe('');
  });
});

describe('the create request', () => {
  const values = {
    contact_id: 5,
    name: 'Site',
    project_type: 'fixed_price' as const,
    end_date: '',
    flat_rate: '',
    hourly_rate: '12',
    total_hours: '3',
    project_invoice_sequence: false,
  };

  it('leaves out a blank flat rate and the hidden hourly fields', () => {
    const parsed = projectFormSchema.parse(withoutHiddenFields(values));
    expect(toCreateRequest(parsed)).toEqual({
      project: { name: 'Site', project_type: 'fixed_price', project_invoice_sequence: false },
      contact_id: 5,
    });
  });

  it('rejects text that is not a number with the contract message', () => {
    const result = projectFormSchema.safeParse({ ...values, flat_rate: '12abc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Flat rate must be a number');
    const decimals = projectFormSchema.safeParse({ ...values, flat_rate: '1.234' });
    expect(decimals.error?.issues[0]?.message).toBe('Flat rate must have at most 2 decimals');
  });
});
