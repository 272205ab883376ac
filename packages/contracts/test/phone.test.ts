import { describe, expect, it } from 'vitest';
import { normalizeKenyanPhone } from '../src/phone.ts';

describe('normalizeKenyanPhone', () => {
  it.each([
    ['0712345678', '+254712345678'],
    ['0712 345 678', '+254712345678'],
    ['0110-123-456', '+254110123456'],
    ['+254712345678', '+254712345678'],
    ['+254 712 345 678', '+254712345678'],
    ['254712345678', '+254712345678'],
    ['254110123456', '+254110123456'],
    [' (0712) 345.678 ', '+254712345678'],
  ])('reads %j as %s', (typed, expected) => {
    expect(normalizeKenyanPhone(typed)).toBe(expected);
  });

  it.each([
    '',
    '0812345678',
    '071234567',
    '07123456789',
    '+255712345678',
    '712345678',
    '+2540712345678',
    '07123x5678',
    '00254712345678',
  ])('refuses %j', (typed) => {
    expect(normalizeKenyanPhone(typed)).toBeNull();
  });
});
