import { contactName } from '@daftari/contracts';
import { describe, expect, it } from 'vitest';
import { contactRowId } from '../src/components/ContactsTable.tsx';
import { contactCount, formatAddress, orDash } from '../src/lib/display.ts';
import { readListParams, writeListParams } from '../src/lib/list-params.ts';
import { contact } from './backend.ts';

describe('contact display rules', () => {
  it('name is full_name, else first and last name joined, else Unknown', () => {
    expect(contactName({ full_name: 'Amina Otieno', first_name: 'A', last_name: 'O' })).toBe('Amina Otieno');
    expect(contactName({ full_name: null, first_name: 'Brian', last_name: 'Kamau' })).toBe('Brian Kamau');
    expect(contactName({ full_name: '  ', first_name: 'Brian', last_name: null })).toBe('Brian');
    expect(contactName({ full_name: null, first_name: null, last_name: 'Kamau' })).toBe('Kamau');
    expect(contactName({ full_name: null, first_name: null, last_name: null })).toBe('Unknown');
    expect(contactName({})).toBe('Unknown');
  });

  it("shows '-' for a missing or blank value", () => {
    expect(orDash(null)).toBe('-');
    expect(orDash(undefined)).toBe('-');
    expect(orDash('   ')).toBe('-');
    expect(orDash('Otieno Hardware')).toBe('Otieno Hardware');
  });

  it("joins the five address parts with ', ', skipping empty ones", () => {
    expect(
      formatAddress({
        street: '12 Moi Avenue',
        city: 'Nairobi',
        state: 'Nairobi County',
        postal_code: '00100',
        country: 'Kenya',
      }),
    ).toBe('12 Moi Avenue, Nairobi, Nairobi County, 00100, Kenya');
    expect(
      formatAddress({ street: null, city: 'Mombasa', state: '', postal_code: ' ', country: 'Kenya' }),
    ).toBe('Mombasa, Kenya');
    expect(formatAddress({ street: null, city: null, state: null, postal_code: null, country: null })).toBe(
      '',
    );
    expect(formatAddress(null)).toBe('');
  });

  it("counts '1 contact' and 'N contacts'", () => {
    expect(contactCount(1)).toBe('1 contact');
    expect(contactCount(0)).toBe('0 contacts');
    expect(contactCount(31)).toBe('31 contacts');
  });

  it('rows are keyed by email (by id only when a contact has none)', () => {
    expect(contactRowId(contact(7, { email: 'amina@example.co.ke' }))).toBe('amina@example.co.ke');
    expect(contactRowId(contact(7, { email: null }))).toBe('#7');
  });
});

describe('list state in the URL', () => {
  it('reads defaults: no search, All, page 1, 10 per page', () => {
    expect(readListParams(new URLSearchParams())).toEqual({ search: '', letter: '', page: 1, perPage: 10 });
  });

  it('ignores values it cannot use', () => {
    expect(readListParams(new URLSearchParams('letter=ab&page=-2&per_page=7'))).toEqual({
      search: '',
      letter: '',
      page: 1,
      perPage: 10,
    });
    expect(readListParams(new URLSearchParams('letter=k&page=3&per_page=50&search=%20amina%20'))).toEqual({
      search: 'amina',
      letter: 'K',
      page: 3,
      perPage: 50,
    });
  });

  it('changing search, letter or per-page goes back to page 1; paging keeps the filters', () => {
    const current = { search: 'a', letter: 'B', page: 3, perPage: 25 };
    expect(writeListParams(current, { search: 'ab' }).toString()).toBe('search=ab&letter=B&per_page=25');
    expect(writeListParams(current, { letter: '' }).toString()).toBe('search=a&per_page=25');
    expect(writeListParams(current, { perPage: 10 }).toString()).toBe('search=a&letter=B');
    expect(writeListParams(current, { page: 4 }).toString()).toBe('search=a&letter=B&page=4&per_page=25');
    // Setting a filter to what it already is does not lose the page.
    expect(writeListParams(current, { letter: 'B' }).toString()).toBe('search=a&letter=B&page=3&per_page=25');
  });
});
