import { findRefusedText, refusedTextMessage } from '@daftari/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors.ts';

/**
 * The `details` key of an issue. The wrapper object of the contract's bodies (`{user:{...}}`,
 * `{account:{...}}`) is dropped, so `user.email` reports as `email`; deeper paths stay dotted
 * (`billing_address.city`, `items.0.quantity`).
 */
function fieldOf(path: PropertyKey[]): string {
  const keys = path.length > 1 && typeof path[1] === 'string' ? path.slice(1) : path;
  return keys.map(String).join('.') || 'base';
}

/** A wrong JSON type (a number where text belongs, ...) rather than a missing or invalid value. */
function isWrongType(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'invalid_type' && issue.input !== undefined && issue.input !== null;
}

/**
 * Parses `value` with a contract schema. Answers (by throwing an HttpError):
 * - 422 `{error, details:{field:[message]}}` when any text in it (a key too) holds a control character such
 *   as NUL or an unpaired UTF-16 surrogate (which jsonb refuses);
 * - 400 when the body is not a JSON object or holds values of the wrong JSON type;
 * - 422 `{error, details:{field:[messages]}}` when values are missing or invalid.
 * A query string has no types (every value is text), so with `typed: false` a value that does not parse
 * (`per_page=ten`) is invalid, 422, not a wrong type.
 * The input is never echoed back, so a password cannot leak through an error answer or a log line.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what = 'request body',
  typed = true,
): z.output<S> {
  // The contracts' one text rule, applied to every string of the input whatever its schema says of it.
  const badText = findRefusedText(value);
  if (badText !== null) {
    const message = refusedTextMessage('Text', badText.text);
    // Array indexes as numbers, so fieldOf keeps the list a top-level `items` is.
    const path = badText.path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    throw new HttpError(422, message, { [fieldOf(path)]: [message] });
  }
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues;
  const details: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    details[field] = [...(details[field] ?? []), issue.message];
  }
  if (issues.some((issue) => issue.path.length === 0)) {
    throw new HttpError(400, `The ${what} must be a JSON object`);
  }
  if (typed && issues.some(isWrongType)) throw new HttpError(400, `Invalid ${what}`, details);
  throw new HttpError(422, issues[0]?.message ?? 'Validation failed', details);
}

export const parseBody = <S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> =>
  parseWith(schema, request.body, 'request body');

export const parseQuery = <S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> =>
  parseWith(schema, request.query, 'query string', false);
