import { ApiError } from './errors.ts';

/** The part of react-hook-form's `setError` this needs (so the client does not depend on the form library). */
export type SetFieldError<Field extends string> = (
  name: Field,
  error: { type: 'server'; message: string },
  options: { shouldFocus: boolean },
) => void;

/**
 * Puts a 422's `details` (`{email: ['...'], 'contact.billing_address.city': ['...']}`) under the form
 * fields they name, a resource prefix (`contact.`) allowed, and focuses the first. Returns the messages
 * that name no field, for the form to show on its own.
 */
export function applyServerErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: SetFieldError<Field>,
): string[] {
  if (!(error instanceof ApiError) || !error.details) return [];
  const known = new Set<string>(fields);
  const fieldOf = (key: string): Field | undefined => {
    if (known.has(key)) return key as Field;
    const unprefixed = key.slice(key.indexOf('.') + 1);
    return key.includes('.') && known.has(unprefixed) ? (unprefixed as Field) : undefined;
  };
  const rest: string[] = [];
  let focused = false;
  for (const [key, messages] of Object.entries(error.details)) {
    const field = fieldOf(key);
    if (!field) {
      rest.push(...messages);
      continue;
    }
    setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: !focused });
    focused = true;
  }
  return rest;
}
