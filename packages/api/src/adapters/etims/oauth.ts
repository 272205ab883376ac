import { z } from 'zod';

/**
 * KRA's OAuth 2.0 token for the OSCU API (KRA's developer portal issues a consumer key and secret per
 * application and environment): `GET {tokenUrl}?grant_type=client_credentials` with HTTP Basic of the key and
 * secret answers `{access_token, expires_in}` (seconds, a string or a number), or `{errorCode, errorMessage}`.
 * A token is kept until a minute before it expires, per consumer key, and fetched again when the API answers
 * 401 (`forget`).
 */

/** KRA's token endpoints; the sandbox's goes with the sandbox OSCU. */
export const KRA_TOKEN_URLS = {
  sandbox: 'https://sbx.kra.go.ke/v1/token/generate',
  production: 'https://api.kra.go.ke/v1/token/generate',
} as const;

export interface OAuthCredentials {
  consumerKey: string;
  consumerSecret: string;
}

export interface TokenSource {
  token(credentials: OAuthCredentials): Promise<string>;
  /** Drops the kept token of these credentials (the API refused it). */
  forget(credentials: OAuthCredentials): void;
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive().optional(),
});

/** How long before its expiry a token is no longer used. */
const MARGIN_MS = 60_000;
/** KRA's tokens last an hour when the answer does not say. */
const DEFAULT_LIFETIME_S = 3600;

export class TokenError extends Error {
  override readonly name = 'TokenError';
}

export function createTokenSource(options: {
  tokenUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The clock (ms since the epoch), injectable for tests. */
  now?: () => number;
}): TokenSource {
  const transport = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const kept = new Map<string, { token: string; until: number }>();
  const keyOf = (credentials: OAuthCredentials) =>
    `${credentials.consumerKey}\n${credentials.consumerSecret}`;

  async function fetchToken(credentials: OAuthCredentials) {
    const basic = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64');
    const url = new URL(options.tokenUrl);
    url.searchParams.set('grant_type', 'client_credentials');
    let response: Response;
    try {
      response = await transport(url, {
        method: 'GET',
        headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new TokenError(`KRA's token service could not be reached: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    const answer = tokenAnswerSchema.safeParse(body);
    if (!response.ok || !answer.success) {
      const said = typeof body?.errorMessage === 'string' ? `: ${body.errorMessage}` : '';
      throw new TokenError(
        `KRA's token service refused the eTIMS consumer key and secret (HTTP ${response.status})${said}`,
      );
    }
    return answer.data;
  }

  return {
    async token(credentials) {
      const key = keyOf(credentials);
      const held = kept.get(key);
      if (held && now() < held.until) return held.token;
      const answer = await fetchToken(credentials);
      const lifetimeMs = (answer.expires_in ?? DEFAULT_LIFETIME_S) * 1000;
      kept.set(key, { token: answer.access_token, until: now() + Math.max(0, lifetimeMs - MARGIN_MS) });
      return answer.access_token;
    },
    forget(credentials) {
      kept.delete(keyOf(credentials));
    },
  };
}
