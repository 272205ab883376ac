import { z } from 'zod';

/** A field without its default (and without an `.optional()` over it, which the update adds back). */
type Undefaulted<T> =
  T extends z.ZodOptional<infer Inner> ? Undefaulted<Inner> : T extends z.ZodDefault<infer Inner> ? Inner : T;

export type UpdateShape<Shape extends z.ZodRawShape> = {
  -readonly [K in keyof Shape]: z.ZodOptional<Undefaulted<Shape[K]>>;
};

function undefaulted(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodOptional || field instanceof z.ZodDefault) {
    return undefaulted(field.unwrap() as z.ZodType);
  }
  return field;
}

/**
 * The fields of every PUT (and PATCH): a create schema's fields, each optional. The one update rule of the API:
 * - a field left out keeps its stored value;
 * - `null` clears a field only where the create schema takes `null` (a nullable column); a required field sent
 *   as `null` is refused like a missing one on create (422 "... is required");
 * - defaults are dropped, or a default would overwrite what the client left out (`{project:{name}}` turning an
 *   hourly project into a fixed-price one);
 * - a nested object (`billing_address`) is one field here: its own fields are optional in its schema, and the
 *   server merges it by field (see the API's mergeUpdate).
 * Checks across fields (a name or e-mail, a due date not before the issue date) are not carried over: the
 * server runs them on the stored resource with the sent fields over it.
 */
export function updateFieldsOf<Shape extends z.ZodRawShape>(shape: Shape): UpdateShape<Shape> {
  const fields = Object.entries(shape).map(([key, field]) => [
    key,
    undefaulted(field as z.ZodType).optional(),
  ]);
  // The mapped type states per field what the loop does to every field.
  return Object.fromEntries(fields) as unknown as UpdateShape<Shape>;
}
