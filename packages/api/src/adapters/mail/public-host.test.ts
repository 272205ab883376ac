import { describe, expect, it } from 'vitest';
import { InternalHostError, isInternalAddress, publicAddressOf } from './public-host.ts';

describe('the addresses a business SMTP server may not use', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:a00:1',
    '64:ff9b::a9fe:a9fe',
    'not an address',
  ])('%s is internal', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '41.90.64.1', '2001:4860:4860::8888', '::ffff:8.8.4.4'])(
    '%s is public',
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
    },
  );

  it('refuses a name or a literal inside the network unless SMTP_PRIVATE_HOSTS names it', async () => {
    await expect(publicAddressOf('localhost', new Set())).rejects.toBeInstanceOf(InternalHostError);
    await expect(publicAddressOf('[::1]', new Set())).rejects.toBeInstanceOf(InternalHostError);
    await expect(publicAddressOf('10.0.0.5', new Set(['10.0.0.6']))).rejects.toThrow(
      /10\.0\.0\.5 is an address inside the server's own network/,
    );
    expect(await publicAddressOf('10.0.0.5', new Set(['10.0.0.5']))).toBe('10.0.0.5');
    expect(await publicAddressOf('LOCALHOST', new Set(['localhost']))).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(await publicAddressOf('8.8.8.8', new Set())).toBe('8.8.8.8');
  });
});
