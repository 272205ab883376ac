import { describe, expect, it } from 'vitest';
import { mergeUpdate } from '../../src/http/merge.ts';

const stored = {
  name: 'Wanjiru',
  email: 'w@example.com' as string | null,
  address: { street: 'Moi Avenue', city: 'Nairobi' } as { street: string | null; city: string | null } | null,
  lines: [1, 2, 3],
};

describe('mergeUpdate: the stored resource with the sent fields over it', () => {
  it('keeps a field left out, clears one sent as null, replaces one sent', () => {
    expect(mergeUpdate(stored, {})).toEqual(stored);
    expect(mergeUpdate(stored, { email: undefined })).toEqual(stored);
    expect(mergeUpdate(stored, { email: null })).toEqual({ ...stored, email: null });
    expect(mergeUpdate(stored, { name: 'Njeri' })).toEqual({ ...stored, name: 'Njeri' });
  });

  it('merges a nested object by field; null clears it whole; a list replaces the stored one', () => {
    expect(mergeUpdate(stored, { address: { city: 'Mombasa' } })).toEqual({
      ...stored,
      address: { street: 'Moi Avenue', city: 'Mombasa' },
    });
    expect(mergeUpdate(stored, { address: null })).toEqual({ ...stored, address: null });
    expect(mergeUpdate({ ...stored, address: null }, { address: { city: 'Kisumu' } })).toEqual({
      ...stored,
      address: { city: 'Kisumu' },
    });
    expect(mergeUpdate(stored, { lines: [4] })).toEqual({ ...stored, lines: [4] });
  });

  it('changes neither the stored object nor the sent one', () => {
    const patch = { address: { city: 'Mombasa' } };
    mergeUpdate(stored, patch);
    expect(stored.address).toEqual({ street: 'Moi Avenue', city: 'Nairobi' });
    expect(patch).toEqual({ address: { city: 'Mombasa' } });
  });
});
