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

/** Sets the security headers first thing on every request, so 404s, errors and static files carry them. */
export function installSecurityHeaders(app: FastifyInstance, remoteOrigins: readonly string[] = []): void {
  const headers = {
    'content-security-policy': contentSecurityPolicy(remoteOrigins),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
