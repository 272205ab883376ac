import { describe, expect, it } from 'vitest';
import { remotesConfigSchemaCheck } from '../src/remotes-config.ts';

describe('remotesConfigSchemaCheck', () => {
  it('accepts area names with manifest URLs', () => {
    const config = {
      contacts: '/apps/contacts/mf-manifest.json',
      'pay-link': 'https://pay.example/mf-manifest.json',
    };
    expect(remotesConfigSchemaCheck(config)).toEqual(config);
  });

  it.each([
    [null, 'must be an object'],
    [['/apps/contacts/mf-manifest.json'], 'must be an object'],
    [{ billing: '/apps/billing/mf-manifest.json' }, 'unknown area: billing'],
    [{ contacts: '' }, 'contacts needs a URL'],
    [{ contacts: 42 }, 'contacts needs a URL'],
  ])('refuses %j', (input, message) => {
    expect(() => remotesConfigSchemaCheck(input)).toThrow(message);
  });
});
