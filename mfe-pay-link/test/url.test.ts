import { describe, expect, it } from 'vitest';
import { estimateIdFromPath, invoiceIdFromPath, isEstimatePath } from '../src/link-path.ts';
import { paymentReferenceFromSearch } from '../src/payment-reference.ts';

describe('invoiceIdFromPath', () => {
  it.each([
    ['/link/7b0e6c1e-3f1a-4c1e-9a51-2f0f7c6f1a11', '7b0e6c1e-3f1a-4c1e-9a51-2f0f7c6f1a11'],
    ['/link/abc/', 'abc'],
    ['/link/a%20b', 'a b'],
    ['/link/', ''],
    ['/link', ''],
    ['/', ''],
    ['/link/abc/extra', ''],
    ['/other/abc', ''],
  ])('%s gives %j', (path, id) => {
    expect(invoiceIdFromPath(path)).toBe(id);
  });
});

describe('estimateIdFromPath and isEstimatePath', () => {
  it.each([
    ['/link/estimates/7b0e6c1e-3f1a-4c1e-9a51-2f0f7c6f1a11', '7b0e6c1e-3f1a-4c1e-9a51-2f0f7c6f1a11'],
    ['/link/estimates/abc/', 'abc'],
    ['/link/estimates/', ''],
    ['/link/estimates/abc/extra', ''],
    ['/link/estimates/%E0%A4%A', ''],
  ])('%s gives %j', (path, id) => {
    expect(isEstimatePath(path)).toBe(true);
    expect(estimateIdFromPath(path)).toBe(id);
  });

  it.each(['/link/abc', '/link/estimates', '/estimates/abc', '/'])('%s is not an estimate page', (path) => {
    expect(isEstimatePath(path)).toBe(false);
    expect(estimateIdFromPath(path)).toBe('');
  });

  it('never reads an estimate path as an invoice id', () => {
    expect(invoiceIdFromPath('/link/estimates/abc')).toBe('');
  });
});

describe('paymentReferenceFromSearch', () => {
  it.each([
    ['?reference=DFT-1&trxref=DFT-1', 'DFT-1'],
    ['?trxref=DFT-2', 'DFT-2'],
    ['?reference=%20DFT-3%20', 'DFT-3'],
    ['?reference=', null],
    ['', null],
    ['?other=1', null],
  ])('%j gives %j', (search, reference) => {
    expect(paymentReferenceFromSearch(search)).toBe(reference);
  });
});
