import type { FastifyRequest } from 'fastify';

/**
 * The origin links for customers start with (the pay page): APP_URL when set (production: the public
 * address), else the origin the request came to (with TRUST_PROXY, the one the proxy forwarded).
 */
export function appOrigin(request: FastifyRequest, appUrl: string | undefined): string {
  return appUrl ?? `${request.protocol}://${request.host}`;
}
