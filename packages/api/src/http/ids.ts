import { MAX_INT4 } from '@daftari/contracts';
import type { FastifyRequest } from 'fastify';
import type { HttpError } from './errors.ts';

/** Whether a JSON number can be an int4 id at all (a larger one would make PostgreSQL throw: none is sent). */
export const isInt4 = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_INT4;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the text is a UUID (either case). */
export const isUuid = (text: string) => UUID.test(text);

/** The text of a route parameter; '' when the route has none of that name. */
export const routeParam = (request: FastifyRequest, name = 'id'): string =>
  (request.params as Record<string, string | undefined>)[name] ?? '';

/** A route parameter holding a positive int4 id; anything else (`abc`, `1.5`, `99999999999`) is `notFound`. */
export function int4Param(request: FastifyRequest, notFound: () => HttpError, name = 'id'): number {
  const raw = routeParam(request, name);
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  if (!isInt4(id)) throw notFound();
  return id;
}

/** A route parameter holding a UUID, lower-cased; anything else is `notFound` (never a 500). */
export function uuidParam(request: FastifyRequest, notFound: () => HttpError, name = 'id'): string {
  const raw = routeParam(request, name);
  if (!isUuid(raw)) throw notFound();
  return raw.toLowerCase();
}
