import { describe, expect, it } from 'vitest';
import { RefusedInputError } from '../../src/db/errors.ts';
import { storableJson } from '../../src/db/storable-json.ts';

describe('a JSON body made storable', () => {
  it('replaces lone surrogates in values and keys, and keeps the rest as it was', () => {
    expect(storableJson({ a: 'x\ud800y', ['k\udc00']: [1, 'ok', null], nested: { b: true } })).toEqual({
      a: 'x\ufffdy',
      ['k\ufffd']: [1, 'ok', null],
      nested: { b: true },
    });
  });

  it('refuses, as bad input, a body nested deeper than the stack can walk', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    expect(() => storableJson(deep)).toThrow(RefusedInputError);
    expect(() => storableJson(deep)).toThrow('The body is nested too deeply');
  });
});
