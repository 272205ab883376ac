import { describe, expect, it } from 'vitest';
import { paystackSettingsInputSchema, smtpSettingsInputSchema } from '../src/business-keys.ts';

const hex = (length: number) => 'a1b2c3d4e5'.repeat(10).slice(0, length);
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('paystackSettingsInputSchema', () => {
  it('takes a test or a live secret key, with a public key of the same mode or none', () => {
    expect(paystackSettingsInputSchema.parse({ secret_key: ` sk_live_${hex(40)} ` })).toEqual({
      secret_key: `sk_live_${hex(40)}`,
      public_key: null,
    });
    const both = { secret_key: `sk_test_${hex(40)}`, public_key: `pk_test_${hex(40)}` };
    expect(paystackSettingsInputSchema.parse(both)).toEqual(both);
  });

  it('refuses a key of another kind, and a public key of the other mode, saying which', () => {
    for (const secret_key of [
      `pk_live_${hex(40)}`,
      `sk_prod_${hex(40)}`,
      'sk_test_short',
      `sk_test_${hex(20)}!`,
    ]) {
      const result = paystackSettingsInputSchema.safeParse({ secret_key });
      expect(messagesOf(result), secret_key).toEqual([
        expect.stringMatching(/^Secret key must start with sk_test_/),
      ]);
    }
    const mixed = paystackSettingsInputSchema.safeParse({
      secret_key: `sk_live_${hex(40)}`,
      public_key: `pk_test_${hex(40)}`,
    });
    expect(mixed.error?.issues).toEqual([
      expect.objectContaining({
        path: ['public_key'],
        message: 'Public key is a test key but the secret key is a live key',
      }),
    ]);
  });
});

describe('smtpSettingsInputSchema', () => {
  const server = { host: 'smtp.example.com', port: 587, secure: false, username: 'me', password: 'pw' };

  it('takes an address or a named address as From; a blank password or username is none', () => {
    for (const from of ['invoices@kamau.co.ke', 'Kamau Designs <invoices@kamau.co.ke>']) {
      expect(smtpSettingsInputSchema.parse({ ...server, from }).from).toBe(from);
    }
    expect(
      smtpSettingsInputSchema.parse({ ...server, username: ' ', password: '', from: 'a@b.co' }),
    ).toMatchObject({ username: null, password: null });
  });

  it('refuses a URL or spaces as the host, a port out of range and a From that is no address', () => {
    const refused = (fields: Record<string, unknown>) =>
      smtpSettingsInputSchema.safeParse({ ...server, from: 'a@b.co', ...fields }).success;
    expect(refused({ host: 'smtp://smtp.example.com' })).toBe(false);
    expect(refused({ host: 'smtp example com' })).toBe(false);
    expect(refused({ host: '-bad.example.com' })).toBe(false);
    expect(refused({ port: 0 })).toBe(false);
    expect(refused({ port: 65536 })).toBe(false);
    expect(refused({ port: 587.5 })).toBe(false);
    expect(refused({ from: 'Kamau Designs' })).toBe(false);
    expect(refused({ from: 'Kamau <invoices@kamau.co.ke> extra' })).toBe(false);
    expect(refused({ host: '127.0.0.1', port: 2525 })).toBe(true);
  });
});
