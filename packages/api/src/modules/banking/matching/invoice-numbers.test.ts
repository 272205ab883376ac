import { describe, expect, it } from 'vitest';
import { invoicesNamed } from './invoice-numbers.ts';

const open = [
  { id: 'a', invoiceNumber: 'INV-0012', sequenceValue: 12 },
  { id: 'b', invoiceNumber: 'INV-0120', sequenceValue: 120 },
  { id: 'c', invoiceNumber: 'SHOP/7', sequenceValue: 7 },
];
const named = (texts: (string | null)[], accountRef: string | null = null) =>
  invoicesNamed(texts, open, accountRef).map((invoice) => invoice.id);

describe('the invoices a statement line names', () => {
  it.each([
    [['Pay Bill from 254712345678 - JANE Acc. INV0012'], ['a']],
    [['inv-0012'], ['a']],
    [['INV 0012 part payment'], ['a']],
    [['inv 12'], ['a']],
    [['Invoice #120'], ['b']],
    [['payment for #12 and #120'], ['a', 'b']],
    [['shop/7 deposit'], ['c']],
  ])('%j names %j', (texts, ids) => {
    expect(named(texts)).toEqual(ids);
  });

  it('reads an A/C No. that is only the number, but never a bare number in the details', () => {
    expect(named([null], '0012')).toEqual(['a']);
    expect(named(['Paid 12 bags', 'Till 120'])).toEqual([]);
    expect(named(['Pay Bill from 254712000012'])).toEqual([]);
  });

  it('does not take INV-0120 for INV-0012 or the other way round', () => {
    expect(named(['INV-01200'])).toEqual([]);
    expect(named(['inv 0120'])).toEqual(['b']);
  });
});
