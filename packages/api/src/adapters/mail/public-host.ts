import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a business's own SMTP server may not point at: this machine, the private networks, link-local
 * (the cloud metadata service at 169.254.169.254), carrier-grade NAT, multicast and the reserved ranges. On a
 * hosted instance an owner could otherwise make the server connect, from inside its network, to anything
 * there (the test button says what answered).
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address an IPv6 one carries (`::ffff:10.0.0.1`, NAT64 `64:ff9b::a00:1`), else undefined. */
function embeddedIpv4(address: string): string | undefined {
  const mapped = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const [high, low] = [Number.parseInt(hex[1] ?? '0', 16), Number.parseInt(hex[2] ?? '0', 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return true;
  const inner = embeddedIpv4(address);
  return inner ? internal.check(inner, 'ipv4') : internal.check(address, 'ipv6');
}

/** A business's SMTP host resolves to an internal address and SMTP_PRIVATE_HOSTS does not name it. */
export class InternalHostError extends Error {
  override readonly name = 'InternalHostError';
  readonly code = 'EINTERNAL';
  constructor(readonly host: string) {
    super(
      `${host} is an address inside the server's own network, which a business's SMTP server may not use`,
    );
  }
}

/**
 * The address to connect to for `host`: resolved once here and connected to as such, so a name cannot
 * answer a public address to this check and an internal one to the connection. A host in `allowed`
 * (SMTP_PRIVATE_HOSTS) may be internal.
 */
export async function publicAddressOf(host: string, allowed: ReadonlySet<string>): Promise<string> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(bare) ? [bare] : (await lookup(bare, { all: true })).map((entry) => entry.address);
  if (allowed.has(host.toLowerCase())) return addresses[0] ?? bare;
  const address = addresses[0];
  if (!address || addresses.some(isInternalAddress)) throw new InternalHostError(host);
  return address;
}
