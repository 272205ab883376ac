/** A JSON object (not an array, not null): what merges by field. */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The merge rule of every PUT: the stored resource with the sent fields over it. A field left out
 * (`undefined`) keeps its value, `null` clears it, a nested object merges by field (`billing_address: {city}`
 * keeps the street), an array replaces the stored one whole (a bill's `lines`). The caller validates the
 * result with the create schema's rules (a contact still has a name, dates stay in order).
 */
export function mergeUpdate<T extends Record<string, unknown>>(
  current: T,
  patch: { [K in keyof T]?: unknown },
): T {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const stored = merged[key];
    merged[key] = isPlainObject(value) && isPlainObject(stored) ? mergeUpdate(stored, value) : value;
  }
  return merged as T;
}
