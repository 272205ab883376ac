import type { FastifyInstance } from 'fastify';

/** The Content-Security-Policy of every response of both servers. No inline script, ever. */
const cspDirectives: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

/**
 * What a remote served from another origin needs there: its manifest (fetched), entry and chunks (scripts),
 * CSS, and the images and fonts its CSS points at.
 */
const REMOTE_DIRECTIVES = new Set(['script-src', 'style-src', 'img-src', 'font-src', 'connect-src']);

/** The policy, allowing the remotes' origins (`REMOTE_ORIGINS`) where a remote's files are loaded. */
export function contentSecurityPolicy(remoteOrigins: readonly string[] = []): string {
  return Object.entries(cspDirectives)
    .map(([directive, value]) =>
      REMOTE_DIRECTIVES.has(directive) && remoteOrigins.length > 0
        ? `${directive} ${value} ${remoteOrigins.join(' ')}`
        : `${directive} ${value}`,
    )
    .join('; ');
}

/** A year of HTTPS only, subdomains included; sent only on answers that came over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Headers a browser reads only on a document it shows (a page, a JSON or SVG opened on its own). */
const DOCUMENT_ONLY_HEADERS = ['content-security-policy', 'x-frame-options', 'referrer-policy'];

/**
 * Scripts, stylesheets and fonts are never shown as a document, so the headers above mean nothing on them; left
 * off, they save about 400 bytes on each of the 20-odd files of a first visit, which a phone pays for.
 */
const isSubresource = (contentType: unknown) =>
  typeof contentType === 'string' &&
  /^(?:application\/javascript|text\/javascript|text\/css|font\/)/.test(contentType);

/**
 * Sets the security headers first thing on every request, so 404s, errors and static files carry them (scripts,
 * stylesheets and fonts only those a subresource uses). HSTS only when the request came over HTTPS: TLS here, or
 * `X-Forwarded-Proto: https` from a load balancer the server trusts (TRUST_PROXY); over plain HTTP the header
 * would mean nothing (and is ignored).
 */
export function installSecurityHeaders(app: FastifyInstance, remoteOrigins: readonly string[] = []): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(remoteOrigins),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isSubresource(reply.getHeader('content-type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    }
    return payload;
  });
}

/**
 * Every /api answer is private and current (an account's books, a customer's balance, a session token):
 * no browser or proxy keeps a copy. Routes that serve a file may still say how it is to be saved.
 */
export function installApiCachePolicy(api: FastifyInstance): void {
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
