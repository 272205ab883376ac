import { describe, expect, it } from 'vitest';
import { quantityWithUnit } from '../src/quantity.ts';

describe('quantityWithUnit', () => {
  it.each([
    [2, 'hours', '2 hours'],
    [1, 'hours', '1 hour'],
    [1, 'services', '1 service'],
    [1, 'kg', '1 kg'],
    [1.5, 'kg', '1.5 kg'],
    [0.1235, 'litres', '0.124 litres'],
    [1200, 'items', '1,200 items'],
    [3, 'Other', '3'],
    [1, 'Other', '1'],
  ])('%s %s reads %j', (quantity, unit, text) => {
    expect(quantityWithUnit(quantity, unit)).toBe(text);
  });
});
