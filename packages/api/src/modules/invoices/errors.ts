import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

/** A transaction of `db.transaction`; services that run inside one take this or a plain Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export const invoiceNotFound = () => new HttpError(404, 'Invoice not found');
export const invoiceItemNotFound = () => new HttpError(404, 'Invoice item not found');

/** 422 with the message under one field, the shape parseBody gives validation errors. */
export const invalidField = (field: string, message: string) =>
  new HttpError(422, message, { [field]: [message] });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The `:id` of an invoice route: a UUID, lower-cased; anything else is simply not found (never a 500). */
export function invoiceIdOf(request: FastifyRequest): string {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!UUID.test(raw)) throw invoiceNotFound();
  return raw.toLowerCase();
}

/** A positive int4 id from the text of a route parameter, or null (`abc`, `1.5`, `99999999999`). */
export function int4Id(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** Whether a JSON number can be an int4 id at all (a larger one would make PostgreSQL throw). */
export const isInt4 = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

/** The SQLSTATE of a database error, through Drizzle's wrapper (node-postgres and PGlite alike). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The name of the constraint a database error is about, when it says. */
export function pgConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Bad input the database refuses outright: text with a NUL character (22021, 22P05), answered 422 where the
 * generic handler would answer 500. Returns the HttpError to throw, or null for any other error.
 */
export function refusedInput(error: unknown): HttpError | null {
  const code = pgErrorCode(error);
  if (code === '22021' || code === '22P05')
    return new HttpError(422, 'Text must not contain NUL (\\u0000) characters');
  if (code === '22003') return new HttpError(422, AMOUNTS_TOO_LARGE);
  return null;
}

/** NUMERIC overflow (22003): an amount beyond NUMERIC(14,2), i.e. 1,000,000,000,000 or more. */
export const AMOUNTS_TOO_LARGE =
  'The amounts are too large: an invoice total must stay below 1,000,000,000,000';

/** Today's calendar date (yyyy-MM-dd) in the server's time zone (TZ): what "overdue" is measured against. */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The rows of a raw `execute` (node-postgres and PGlite both answer `{rows}`; Drizzle types it unknown). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
