import { describe, expect, it } from 'vitest';
import { pluralize, pluralNoun } from '../src/index.ts';

describe('pluralize', () => {
  it('uses the singular only for exactly one', () => {
    expect(pluralize(1, 'contact')).toBe('1 contact');
    expect(pluralize(2, 'contact')).toBe('2 contacts');
    expect(pluralize(0, 'contact')).toBe('0 contacts');
    expect(pluralize(-1, 'contact')).toBe('-1 contacts');
    expect(pluralize(1.5, 'hour')).toBe('1.5 hours');
  });

  it('groups large counts', () => {
    expect(pluralize(1204, 'invoice')).toBe('1,204 invoices');
  });

  it('treats a non-finite count as 0', () => {
    expect(pluralize(Number.NaN, 'invoice')).toBe('0 invoices');
  });

  it('accepts an explicit plural', () => {
    expect(pluralize(2, 'person', 'people')).toBe('2 people');
    expect(pluralize(1, 'person', 'people')).toBe('1 person');
  });
});

describe('pluralNoun', () => {
  it('applies the common English rules', () => {
    expect(pluralNoun('invoice')).toBe('invoices');
    expect(pluralNoun('company')).toBe('companies');
    expect(pluralNoun('day')).toBe('days');
    expect(pluralNoun('tax')).toBe('taxes');
    expect(pluralNoun('batch')).toBe('batches');
    expect(pluralNoun('bus')).toBe('buses');
  });
});
