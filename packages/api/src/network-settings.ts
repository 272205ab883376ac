/** The settings of who may talk to the server: the remotes' origins (CSP) and the proxies it believes. */
import { isIP } from 'node:net';
import { z } from 'zod';

/** `REMOTE_ORIGINS`: comma-separated origins, each scheme, host and optional port only (CSP source form). */
function remoteOriginProblem(value: string): string | undefined {
  if (!URL.canParse(value)) return `"${value}" is not a URL`;
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol)) return `"${value}" must be http:// or https://`;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    return `"${value}" must be an origin only (scheme, host and port), e.g. https://cdn.example.com`;
  }
  return undefined;
}

export const remoteOrigins = z
  .string()
  .optional()
  .transform((list, context) => {
    const values = (list ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    const problems = values.map(remoteOriginProblem).filter((problem) => problem !== undefined);
    for (const message of problems) context.addIssue({ code: 'custom', message });
    return problems.length > 0 ? z.NEVER : [...new Set(values.map((value) => new URL(value).origin))];
  });

/**
 * Which proxies' `X-Forwarded-For` (and `-Proto`, `-Host`) the server believes: `false` none; a hop count
 * (1: one proxy in front, and the client is the address that proxy saw: the entry it appended); or the
 * proxies' own addresses and CIDR ranges (`loopback`, `linklocal` and `uniquelocal` name the usual ones).
 * Never "every hop": the leftmost entry is whatever the client wrote.
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** Why an entry of a TRUST_PROXY list is not an address, a CIDR range or one of the names; undefined if it is. */
function proxyAddressProblem(entry: string): string | undefined {
  if (PROXY_NAMES.includes(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  const bits = version === 4 ? 32 : 128;
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
  if (version !== 0 && prefixOk && rest.length === 0) return undefined;
  return `"${entry}" is not an IP address or CIDR range (e.g. 10.0.0.0/8) nor ${PROXY_NAMES.join(', ')}`;
}

/** TRUST_PROXY: false, 0, true (read as 1, with a warning), a hop count, or a comma-separated address list. */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((raw, context): { trust: TrustProxy; warning?: string } => {
    const value = (raw ?? '').trim();
    if (value === '' || value === 'false' || value === '0') return { trust: false };
    if (value === 'true') {
      return {
        trust: 1,
        warning:
          'TRUST_PROXY=true is read as TRUST_PROXY=1 (one proxy in front: the client is the address it saw). ' +
          "Set the hop count or the proxies' addresses to silence this.",
      };
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 100) return { trust: hops };
      context.addIssue({ code: 'custom', message: 'a hop count must be at most 100' });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const problems = entries.map(proxyAddressProblem).filter((problem) => problem !== undefined);
    for (const message of problems) context.addIssue({ code: 'custom', message });
    return problems.length > 0 ? z.NEVER : { trust: entries };
  });
